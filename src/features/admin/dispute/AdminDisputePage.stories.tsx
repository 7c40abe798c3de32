import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { failingStory, hangingStory, pageStory } from '../../../../.storybook/pageStory';

export default { title: 'Pages/Admin/Dispute review' } satisfies Meta;

/** An In Progress dispute with transaction details, an analysis and similar cases: the form shows. */
export const OpenDispute = pageStory('/admin/dispute/DSP-100004', 'admin', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Resolve Dispute' })).toBeEnabled();
    await expect(canvas.getByText('Verified User')).toBeInTheDocument();
  },
});

/** A Resolved dispute: its outcome instead of the form, and no expected-resolution line. */
export const ClosedDispute = pageStory('/admin/dispute/DSP-100010', 'admin', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This dispute is closed as Resolved.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Resolve Dispute' })).toBeNull();
  },
});

/** A New dispute with no transaction details and no analysis, and the server finds no similar cases. */
export const NothingOnRecord = pageStory('/admin/dispute/DSP-100002', 'admin', {
  parameters: { msw: { handlers: [http.get('*/api/admin/disputes/:id/similar', () => HttpResponse.json([]))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No similar cases found.')).toBeInTheDocument();
    await expect(canvas.getByText('No technical analysis available yet.')).toBeInTheDocument();
    await expect(canvas.getByText('No transaction details on record.')).toBeInTheDocument();
  },
});

/** The response is too short: "Response must be at least 10 characters long" under the field, nothing sent. */
export const ResponseTooShort = pageStory('/admin/dispute/DSP-100004', 'admin', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const response = await canvas.findByLabelText('Response to user');
    await userEvent.clear(response);
    await userEvent.type(response, 'Soon');
    await userEvent.click(canvas.getByRole('button', { name: 'Resolve Dispute' }));
    await expect(await canvas.findByText('Response must be at least 10 characters long')).toBeInTheDocument();
  },
});

export const NotFound = pageStory('/admin/dispute/DSP-999999', 'admin', {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Dispute not found' })).toBeInTheDocument();
  },
});

/** Every call answers 500 once signed in: the page's error state with Retry. */
export const Failing = failingStory('/admin/dispute/DSP-100004', 'admin', '*/api/admin/*', {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The dispute could not be loaded')).toBeInTheDocument();
  },
});

/** The admin is signed in and no admin call answers: "Loading dispute details...", word for word. */
export const Slow = hangingStory('/admin/dispute/DSP-100004', 'admin', '*/api/admin/*', {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading dispute details...')).toBeInTheDocument();
  },
});
