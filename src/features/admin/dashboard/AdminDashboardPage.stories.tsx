import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { failingStory, hangingStory, onPhone, pageStory } from '../../../../.storybook/pageStory';
import { emptyStats, LONG_DISPUTE_COUNT, longDisputes, longStats } from './AdminDashboardPage.storyData';
import { fitsWidth } from '../../../../.storybook/layoutChecks';
import { emptyReport, reportHandler } from '../reports/AdminReportsPage.storyData';
import { NO_CLOSED_RECENTLY, PERFORMANCE_FAILED, PERFORMANCE_LOADING } from './PerformancePanel';

export default { title: 'Pages/Admin/Dashboard', tags: ['screen:/admin/dashboard'] } satisfies Meta;

const PATH = '/admin/dashboard';

/** The texts of one column of the disputes table, by its header, once the table shows. */
async function columnTexts(canvasElement: HTMLElement, header: string): Promise<string[]> {
  const table = await within(canvasElement).findByRole('table');
  const headers = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent);
  const index = headers.indexOf(header);
  await expect(index).toBeGreaterThanOrEqual(0);
  return [...table.querySelectorAll('tbody tr')].map((row) => row.querySelectorAll('td')[index]?.textContent ?? '');
}

/** The demo admin, over the seeded store. */
export const Normal = {
  ...pageStory(PATH, 'admin', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText(/^Showing 1–5 of \d+ disputes$/)).toBeInTheDocument();
      await expect(await canvas.findByText('New disputes')).toBeInTheDocument();
      // The desk's columns: a name or "Unassigned", and who is awaited (a dash, read as "Nobody", when closed).
      const assignees = await columnTexts(canvasElement, 'Assignee');
      await expect(assignees).toHaveLength(5);
      await expect(assignees.every((name) => ['Sam Rivera', 'Jordan Lee', 'Unassigned'].includes(name))).toBe(true);
      const waiting = await columnTexts(canvasElement, 'Waiting on');
      // Support's cell also says how long the user has waited ("SupportWaiting 3 h").
      await expect(waiting.every((who) => /^(SupportWaiting .+|User|—Nobody)$/.test(who))).toBe(true);
      await expect(
        await within(await canvas.findByRole('region', { name: 'Live support' })).findByText(
          /^\d+ waiting on support$/,
        ),
      ).toBeVisible();
    },
  }),
  tags: ['state:full'],
};

/** The queue filter "Mine" from a shared link: only the disputes assigned to the demo admin. */
export const QueueMine = pageStory(`${PATH}?assignee=mine`, 'admin', {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Mine')).toBeChecked();
    await expect(new Set(await columnTexts(canvasElement, 'Assignee'))).toEqual(new Set(['Sam Rivera']));
  },
});

/** The queue filter "Unassigned" from a shared link. */
export const QueueUnassigned = pageStory(`${PATH}?assignee=unassigned`, 'admin', {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Unassigned')).toBeChecked();
    await expect(new Set(await columnTexts(canvasElement, 'Assignee'))).toEqual(new Set(['Unassigned']));
  },
});

const MINUTES = { min: 1, h: 60, day: 1440, days: 1440 } as const;
/** "SupportWaiting 3 h" → 180; null for a cell that does not wait on support with a time. */
function waitedMinutes(cell: string): number | null {
  if (cell === 'SupportWaiting less than a minute') return 0;
  const [, count, unit] = /^SupportWaiting (\d+) (min|h|days?)$/.exec(cell) ?? [];
  return count && unit ? Number(count) * MINUTES[unit as keyof typeof MINUTES] : null;
}

/** Every cell waits on support and says for how long, the longest-waiting first. */
function waitedSupport(cells: string[]): boolean {
  const waited = cells.map(waitedMinutes);
  return (
    cells.length > 0 &&
    waited.every((value, index) => value !== null && (index === 0 || value <= (waited[index - 1] ?? value)))
  );
}

/** The queue filter "Waiting on support" from a shared link: the threads whose user wrote last, the longest-waiting first. */
export const QueueWaitingOnSupport = pageStory(`${PATH}?waiting=support`, 'admin', {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Waiting on support')).toBeChecked();
    await expect(waitedSupport(await columnTexts(canvasElement, 'Waiting on'))).toBe(true);
  },
});

/** Every queue filter at once, with a status and the longest-waiting order: they combine. */
export const QueueCombined = pageStory(
  `${PATH}?status=Under%20Review&assignee=mine,unassigned&waiting=support&sort=waiting`,
  'admin',
  {
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByLabelText('Waiting on support')).toBeChecked();
      await expect(new Set(await columnTexts(canvasElement, 'Status'))).toEqual(new Set(['Under Review']));
      const holders = await columnTexts(canvasElement, 'Assignee');
      await expect(holders.length).toBeGreaterThan(0);
      await expect(holders.every((name) => ['Sam Rivera', 'Unassigned'].includes(name))).toBe(true);
      await expect(waitedSupport(await columnTexts(canvasElement, 'Waiting on'))).toBe(true);
    },
  },
);

/**
 * The admin is signed in, but every admin call answers 500: the statistics and the table each show
 * their error with Retry (the plain `failing` state would only show the sign-in redirect).
 */
export const Failing = {
  ...failingStory(PATH, 'admin', '*/api/admin/*', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText('Could not load the statistics')).toBeInTheDocument();
      await expect(await canvas.findByText('Could not load the disputes')).toBeInTheDocument();
      await expect(await canvas.findByText('Could not load the support threads')).toBeInTheDocument();
      await expect(await canvas.findByText(PERFORMANCE_FAILED)).toBeInTheDocument();
      await expect(canvas.getAllByRole('button', { name: 'Retry' })).toHaveLength(4);
    },
  }),
  tags: ['state:error'],
};

/** The admin is signed in, and no admin call answers: the loading states of the statistics and the table. */
export const Slow = {
  ...hangingStory(PATH, 'admin', '*/api/admin/*', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText('Loading admin statistics...')).toBeInTheDocument();
      await expect(canvas.getByText('Loading disputes...')).toBeInTheDocument();
      await expect(canvas.getByText('Loading support threads...')).toBeInTheDocument();
      await expect(canvas.getByText(PERFORMANCE_LOADING)).toBeInTheDocument();
    },
  }),
  tags: ['state:loading'],
};

/** A shared link with search, filters and page: they are applied on arrival. */
export const FilteredUrl = pageStory(
  `${PATH}?q=example.net&status=New,Under%20Review&type=scam_report,fee_dispute`,
  'admin',
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      // Label queries: the page is large, and role queries over all of it are slow in jsdom.
      await expect(await canvas.findByLabelText('Search disputes')).toHaveValue('example.net');
      await expect(canvas.getByLabelText('Under Review')).toBeChecked();
      await expect(canvas.getByLabelText('Scam report')).toBeChecked();
      await expect(canvas.getByLabelText('New')).toBeChecked();
      await expect(canvas.getByLabelText('Resolved')).not.toBeChecked();
    },
  },
);

/** A search that matches nothing: "No disputes match your search or filters." */
export const NoMatches = {
  ...pageStory(`${PATH}?q=no-such-dispute&status=Rejected`, 'admin', {
    play: async ({ canvasElement }) => {
      await expect(
        await within(canvasElement).findByText('No disputes match your search or filters.'),
      ).toBeInTheDocument();
    },
  }),
  tags: ['state:empty'],
};

/**
 * Nothing filed yet: zero statistics, an empty disputes table, "No recent activity." and a
 * performance overview with nothing closed to measure.
 */
export const NoDisputes = {
  ...pageStory(PATH, 'admin', {
    parameters: {
      msw: {
        handlers: [
          http.get('*/api/admin/stats', () => HttpResponse.json(emptyStats)),
          http.get('*/api/admin/disputes', () => HttpResponse.json([])),
          reportHandler(emptyReport),
        ],
      },
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText('No disputes match your search or filters.')).toBeInTheDocument();
      await expect(canvas.getByText('No matching disputes')).toBeInTheDocument();
      await expect(canvas.getByText('No recent activity.')).toBeInTheDocument();
      await expect(canvas.getByText('No threads are waiting on support.')).toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
      await expect(await canvas.findByText(NO_CLOSED_RECENTLY)).toBeVisible();
    },
  }),
  tags: ['state:empty'],
};

/**
 * 120 disputes with long ids, long emails and long hashes, and statistics in the millions: the
 * table scrolls inside its own box, the recent activity wraps, and the page never scrolls sideways.
 */
export const LongContent = {
  ...pageStory(PATH, 'admin', {
    parameters: {
      msw: {
        handlers: [
          http.get('*/api/admin/stats', () => HttpResponse.json(longStats)),
          http.get('*/api/admin/disputes', () => HttpResponse.json(longDisputes)),
        ],
      },
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText(`Showing 1–5 of ${LONG_DISPUTE_COUNT} disputes`)).toBeInTheDocument();
      await expect(canvas.getByText('98,765,432')).toBeInTheDocument();
      const activity = canvas.getByRole('list', { name: 'Recent activity' });
      await expect(within(activity).getAllByRole('listitem')).toHaveLength(5);
      fitsWidth();
    },
  }),
  tags: ['state:long'],
};

/** The seeded dashboard on a 390 px phone: stats two a row, panels stacked, nothing runs off to the side. */
export const Phone = {
  ...onPhone(
    pageStory(PATH, 'admin', {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByText(/^Showing 1–5 of \d+ disputes$/)).toBeInTheDocument();
        await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
        await expect(canvas.getByRole('columnheader', { name: 'Waiting on' })).toBeInTheDocument();
        await expect(window.innerWidth).toBe(390);
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};
