import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { pageStory } from '../../../../.storybook/pageStory';
import { formatDateTime } from '../../../components/format';
import { clockRows } from './AdminDashboardPage.storyData';
import { BREACHING_LABEL, SORT_LABEL } from './DisputeFilterControls';

/** The disputes table's Due column, order and clock filter (docs/texts.md#the-clock) over a list with every state. */
export default { title: 'Pages/Admin/Dashboard/Due', tags: ['screen:/admin/dashboard'] } satisfies Meta;

const PATH = '/admin/dashboard';

/** The texts of one column of the disputes table, by its header, once the table shows. */
async function columnTexts(canvasElement: HTMLElement, header: string): Promise<string[]> {
  const table = await within(canvasElement).findByRole('table');
  const headers = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent);
  const index = headers.indexOf(header);
  await expect(index).toBeGreaterThanOrEqual(0);
  return [...table.querySelectorAll('tbody tr')].map((row) => row.querySelectorAll('td')[index]?.textContent ?? '');
}

const clockList = { msw: { handlers: [http.get('*/api/admin/disputes', () => HttpResponse.json(clockRows))] } };
/** A Due cell's words: the value, the exact time for screen readers, the clock's name. */
const due = (value: string, exact: string, clock: 'First reply' | 'Resolution') => `${value}, ${exact}, ${clock}`;

/**
 * The Due column's running clocks, soonest due first (`?sort=due`): first reply and resolution
 * overdue (danger), due in 3 h (warning), due in 1 d 6 h, then paused, waiting on the user.
 */
export const DueColumn = pageStory(`${PATH}?sort=due`, 'admin', {
  parameters: clockList,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('combobox', { name: SORT_LABEL })).toHaveValue('due');
    await expect(await columnTexts(canvasElement, 'Due')).toEqual([
      due('overdue by 1 d 2 h', `was due ${formatDateTime('2026-12-02T06:00:00.000Z')}`, 'First reply'),
      due('overdue by 1 d 2 h', `was due ${formatDateTime('2026-12-02T06:00:00.000Z')}`, 'Resolution'),
      due('in 3 h', `due ${formatDateTime('2026-12-03T11:00:00.000Z')}`, 'First reply'),
      due('in 1 d 6 h', `due ${formatDateTime('2026-12-04T14:00:00.000Z')}`, 'Resolution'),
      due('paused: waiting on user', `due ${formatDateTime('2026-12-05T10:00:00.000Z')}`, 'Resolution'),
    ]);
  },
});

/** Page 2 of the same: stopped clocks after the running ones (met, missed), then a row without clocks. */
export const DueColumnStopped = pageStory(`${PATH}?sort=due&page=2`, 'admin', {
  parameters: clockList,
  play: async ({ canvasElement }) => {
    await expect(await columnTexts(canvasElement, 'Due')).toEqual([
      due('Met', `was due ${formatDateTime('2026-12-02T14:00:00.000Z')}`, 'Resolution'),
      due('Missed', `was due ${formatDateTime('2026-12-01T14:00:00.000Z')}`, 'Resolution'),
      '—Not known',
    ]);
  },
});

/** "Breaching within 4 h" from a shared link: the overdue and the one due in 3 h; paused and stopped clocks are not. */
export const BreachingSoon = pageStory(`${PATH}?breaching=4h`, 'admin', {
  parameters: clockList,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText(BREACHING_LABEL)).toBeChecked();
    await expect(await columnTexts(canvasElement, 'ID')).toEqual(['DSP-100212', 'DSP-100213', 'DSP-100215']);
  },
});
