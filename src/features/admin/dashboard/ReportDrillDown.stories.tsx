import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fitsWidth } from '../../../../.storybook/layoutChecks';
import { onPhone, pageStory } from '../../../../.storybook/pageStory';
import { presetPeriod, todayUtc } from '../reports/period';
import { SHOW_ALL_DISPUTES } from './drillDownTexts';
import { drillDownHref } from './reportDrillDown';

/** The admin disputes list opened from a count on Reports (docs/reports.md#opening-the-disputes-behind-a-figure). */
export default { title: 'Pages/Admin/Dashboard/From Reports', tags: ['screen:/admin/dashboard'] } satisfies Meta;

const { from, to } = presetPeriod(90, todayUtc());

/** The list's panel, once the server has answered: the heading says what it shows. */
async function headingShown(canvasElement: HTMLElement, name: RegExp) {
  const canvas = within(canvasElement);
  const heading = await canvas.findByRole('heading', { level: 3, name });
  await expect(heading).toBeVisible();
  await expect(canvas.getByRole('button', { name: SHOW_ALL_DISPUTES })).toBeVisible();
  return canvas;
}

/** "Filed" of the fee disputes over the last 90 days: the heading counts them, the table lists them. */
export const FiledOfType = {
  ...pageStory(drillDownHref({ figure: 'filed', from, to, type: 'fee_dispute' }), 'admin', {
    play: async ({ canvasElement }) => {
      const canvas = await headingShown(canvasElement, /^\d+ disputes? filed from .+, Fee dispute$/);
      const [count] = /^\d+/.exec(
        canvas.getByRole('heading', { level: 3, name: /Fee dispute$/ }).textContent ?? '',
      ) ?? ['0'];
      if (Number(count) > 0)
        await expect(await canvas.findByText(new RegExp(`^Showing 1–\\d+ of ${count} disputes$`))).toBeVisible();
    },
  }),
  tags: ['state:full'],
};

/** The open backlog of one admin, named by name, on a 390 px phone: the heading wraps, the page does not scroll sideways. */
export const OpenOfAdminPhone = {
  ...onPhone(
    pageStory(drillDownHref({ figure: 'open', from, to, assignee: 'usr-2' }), 'admin', {
      play: async ({ canvasElement }) => {
        await headingShown(canvasElement, /^\d+ disputes? open at the end of .+, Sam Rivera$/);
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};
