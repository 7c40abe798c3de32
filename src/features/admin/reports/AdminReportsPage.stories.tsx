import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  FAILURE_MESSAGE,
  failingStory,
  hangingStory,
  onPhone,
  showsErrorState,
  storyWithHandlers,
  type PageStory,
  type StoryExtra,
} from '../../../../.storybook/pageStory';
import { fitsWidth } from '../../../../.storybook/layoutChecks';
import { REPORT_RANGE_REVERSED_MESSAGE } from '../../../api/admin';
import {
  emptyReport,
  LONG_ASSIGNEE_COUNT,
  LONG_ASSIGNEE_NAME,
  longReport,
  reportHandler,
  sampleReport,
} from './AdminReportsPage.storyData';
import {
  BY_ASSIGNEE_CAPTION,
  EMPTY_TITLE,
  FIX_PERIOD,
  FROM_LABEL,
  LOADING_REPORT,
  presetLabel,
  REPORT_FAILED,
  TO_LABEL,
  TOTALS_HEADING,
} from './texts';

export default { title: 'Pages/Admin/Reports', tags: ['screen:/admin/reports'] } satisfies Meta;

const PATH = '/admin/reports';
const REPORTS = '*/api/admin/reports';

/** The page at `path` signed in as the admin, the report answered by `build`. */
const withReport = (build: Parameters<typeof reportHandler>[0], path = PATH, extra: StoryExtra = {}): PageStory =>
  storyWithHandlers(path, 'admin', [reportHandler(build)], extra);

/** The totals have arrived: the stat cards are on screen. */
async function totalsShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 3, name: TOTALS_HEADING })).toBeVisible();
  return canvas;
}

/** The last 30 days (the default): 48 filed, 37 closed, 75.7% within 72 hours against a 90% target. */
export const Normal = {
  ...withReport(sampleReport, PATH, {
    play: async ({ canvasElement }) => {
      const canvas = await totalsShown(canvasElement);
      await expect(canvas.getByRole('button', { name: presetLabel(30) })).toHaveAttribute('aria-pressed', 'true');
      await expect(canvas.getByText('1 day 4 h')).toBeVisible();
      await expect(canvas.getByText('within 72 hours (target 90%)')).toBeVisible();
      await expect(canvas.getByRole('table', { name: 'Open disputes by status' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
      // Every count opens the disputes behind it (docs/reports.md#opening-the-disputes-behind-a-figure).
      await expect(canvas.getByRole('link', { name: '48 disputes filed, open the list' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/admin\/dashboard\?report=filed&from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/),
      );
      await expect(canvas.getByText('Replied within target')).toBeVisible();
    },
  }),
  tags: ['state:full'],
};

/** The same report in dark mode, whatever the toolbar says. */
export const Dark = {
  ...withReport(sampleReport, PATH, {
    globals: { colorMode: 'dark' },
    play: async ({ canvasElement }) => {
      await totalsShown(canvasElement);
      await expect(document.documentElement).toHaveClass('dark');
    },
  }),
  tags: ['state:full'],
};

/** A range of one's own from the URL: its dates fill the fields, and no preset is pressed. */
export const CustomRange = {
  ...withReport(sampleReport, `${PATH}?from=2026-10-01&to=2026-10-31`, {
    play: async ({ canvasElement }) => {
      const canvas = await totalsShown(canvasElement);
      await expect(canvas.getByLabelText(FROM_LABEL)).toHaveValue('2026-10-01');
      await expect(canvas.getByLabelText(TO_LABEL)).toHaveValue('2026-10-31');
      await expect(canvas.getByRole('heading', { level: 2, name: 'Oct 1 – Oct 31, 2026 · 31 days' })).toBeVisible();
      for (const days of [7, 30, 90])
        await expect(canvas.getByRole('button', { name: presetLabel(days) })).toHaveAttribute('aria-pressed', 'false');
    },
  }),
  tags: ['state:full'],
};

/** A quiet period: nothing filed or closed. It says so, and the figures read zero and "—". */
export const EmptyPeriod = {
  ...withReport(emptyReport, PATH, {
    play: async ({ canvasElement }) => {
      const canvas = await totalsShown(canvasElement);
      await expect(canvas.getByText(EMPTY_TITLE)).toBeVisible();
      await expect(canvas.getAllByText('No replies in this period')).not.toHaveLength(0);
    },
  }),
  tags: ['state:empty'],
};

/** The end before the start, from the URL: the message at To (where the server puts it), and no report asked for. */
export const InvalidRange = {
  ...withReport(sampleReport, `${PATH}?from=2026-11-25&to=2026-10-27`, {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText(REPORT_RANGE_REVERSED_MESSAGE)).toBeVisible();
      await expect(canvas.getByLabelText(TO_LABEL)).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByText(FIX_PERIOD)).toBeVisible();
      await expect(canvas.queryByRole('heading', { level: 3, name: TOTALS_HEADING })).toBeNull();
    },
  }),
  tags: ['state:invalid'],
};

/** The report never arrives: the period stays usable above "Loading report...". */
export const Slow = {
  ...hangingStory(PATH, 'admin', REPORTS, {
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText(LOADING_REPORT)).toBeInTheDocument();
    },
  }),
  tags: ['state:loading'],
};

/** The report answers 500: the server's sentence and Retry. */
export const Failing = {
  ...failingStory(PATH, 'admin', REPORTS, { play: showsErrorState(REPORT_FAILED, FAILURE_MESSAGE) }),
  tags: ['state:error'],
};

/**
 * A large team over a year: 14 admins, the first with a 53-character name, five-digit counts and
 * sums in the millions. The names wrap in their sticky column; the tables scroll in their boxes.
 */
export const LongContent = {
  ...withReport(longReport, `${PATH}?from=2025-11-26&to=2026-11-25`, {
    play: async ({ canvasElement }) => {
      const canvas = await totalsShown(canvasElement);
      const table = canvas.getByRole('table', { name: BY_ASSIGNEE_CAPTION });
      await expect(within(table).getAllByRole('row')).toHaveLength(LONG_ASSIGNEE_COUNT + 1);
      await expect(within(table).getByText(LONG_ASSIGNEE_NAME)).toBeVisible();
      fitsWidth();
    },
  }),
  tags: ['state:long'],
};

/** The report on a 390 px phone: cards stack, tables scroll sideways in their boxes, the page does not. */
export const Phone = {
  ...onPhone(
    withReport(sampleReport, PATH, {
      play: async ({ canvasElement }) => {
        await totalsShown(canvasElement);
        await expect(window.innerWidth).toBe(390);
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};
