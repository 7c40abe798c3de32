/**
 * The simulated live panels (the sample support feed shows only in mock mode, see
 * DeskQueue.test.tsx), driven by fake interval timers (only setInterval is faked, so the mock
 * backend, Testing Library's waits and the toasts keep real time).
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ADMIN } from '../../../../mocks/db/seed';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderWithProviders } from '../../../../tests/kit/renderApp';
import { signInAs } from '../../../../tests/kit/session';
import { SAMPLE_BADGE } from '../../../components/SampleBadge';
import { toaster } from '../../../theme';
import { useAuth } from '../../auth';
import { seededRandom } from './simulation/random';
import { nextSupportMessage, sampleSupportMessages, SUPPORT_MESSAGE_INTERVAL_MS } from './simulation/support';
import { sampleVisitors, VISITOR_TICK_MS } from './simulation/visitors';
import { NO_SUPPORT_MESSAGES, SampleSupportFeed } from './SampleSupportFeed';
import { NO_VISITORS, VisitorPanel } from './VisitorPanel';

const backend = setupMockBackend();
const NOW = Date.parse('2026-11-21T12:00:00Z');
const now = () => NOW;

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  // Most tests render without a session; the auth provider's expected 401 log is noise here.
  const log = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('Could not load the current user')) log(...args);
  });
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function SignedInAs() {
  const { user } = useAuth();
  return user ? <p>Signed in as {user.email}</p> : null;
}

const messages = () => within(screen.getByRole('list', { name: 'Sample support messages' })).getAllByRole('listitem');
const visitorNames = () =>
  within(screen.getByRole('list', { name: 'Visitors on the site' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

/** The Sample badge of the toast that shows `title` (docs/texts.md#simulations): every simulated toast wears it. */
function sampleBadgeOf(title: HTMLElement): HTMLElement {
  const toast = title.closest<HTMLElement>('[data-scope="toast"][data-part="root"]');
  if (!toast) throw new Error(`"${title.textContent ?? ''}" is not in a toast`);
  return within(toast).getByText(SAMPLE_BADGE);
}
describe('SampleSupportFeed (mock mode only)', () => {
  it('adds a message every 30 seconds, with the "New Support Message" toast', async () => {
    renderWithProviders(<SampleSupportFeed random={seededRandom(5)} now={now} />);
    expect(messages()).toHaveLength(3);
    const expected = nextSupportMessage(seededRandom(5), NOW, 101);

    advance(SUPPORT_MESSAGE_INTERVAL_MS - 1);
    expect(messages()).toHaveLength(3);
    advance(1);
    expect(messages()).toHaveLength(4);
    expect(messages()[0]).toHaveTextContent(expected.userName);
    expect(messages()[0]).toHaveTextContent(expected.message);
    expect(await screen.findByText('New Support Message')).toBeInTheDocument();

    advance(SUPPORT_MESSAGE_INTERVAL_MS);
    expect(messages()).toHaveLength(5);
  });

  it('assigns to the signed-in admin, then resolves, with their toasts', async () => {
    await signInAs('admin');
    const admin = backend.db.data.users.find((user) => user.email === DEMO_ADMIN.email);
    const adminName = `${admin?.firstName ?? ''} ${admin?.lastName ?? ''}`;
    renderWithProviders(
      <>
        <SignedInAs />
        <SampleSupportFeed now={now} />
      </>,
    );
    // The admin's name arrives with the session (GET /api/auth/me).
    await screen.findByText(`Signed in as ${DEMO_ADMIN.email}`);
    const create = vi.spyOn(toaster, 'create');
    const [first] = sampleSupportMessages(NOW);
    if (!first) throw new Error('sample data');
    const item = () => messages()[0] ?? document.body;
    expect(item()).toHaveTextContent('New');
    expect(item()).toHaveTextContent('High priority');
    expect(item()).toHaveTextContent(first.category);

    const user = userEvent.setup();
    await user.click(within(item()).getByRole('button', { name: `Assign sample message from ${first.userName}` }));
    expect(item()).toHaveTextContent(`Assigned to ${adminName}`);
    expect(within(item()).queryByRole('button', { name: /^Assign/ })).not.toBeInTheDocument();
    expect(sampleBadgeOf(await screen.findByText('Message Assigned'))).toBeInTheDocument();

    await user.click(within(item()).getByRole('button', { name: `Resolve sample message from ${first.userName}` }));
    expect(item()).toHaveTextContent('Resolved');
    expect(item()).toHaveTextContent(`Assigned to ${adminName}`);
    expect(within(item()).queryByRole('button')).not.toBeInTheDocument();
    // One toast shows at a time, so the second one waits in the queue: check what was raised.
    expect(create.mock.calls.map(([options]) => options.title)).toEqual(['Message Assigned', 'Message Resolved']);
  });

  it('resolves a new message directly; a resolved one offers no action', async () => {
    renderWithProviders(<SampleSupportFeed now={now} />);
    const resolved = messages()[2] ?? document.body;
    expect(resolved).toHaveTextContent('Resolved');
    expect(within(resolved).queryByRole('button')).not.toBeInTheDocument();
    const create = vi.spyOn(toaster, 'create');
    const first = messages()[0] ?? document.body;
    await userEvent.click(within(first).getByRole('button', { name: /^Resolve/ }));
    expect(first).toHaveTextContent('Resolved');
    expect(within(first).queryByRole('button')).not.toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Message Resolved' }));
  });

  it('does not tick while the tab is hidden, and starts again when it shows', () => {
    renderWithProviders(<SampleSupportFeed random={seededRandom(1)} now={now} />);
    setVisibility('hidden');
    advance(SUPPORT_MESSAGE_INTERVAL_MS * 3);
    expect(messages()).toHaveLength(3);
    setVisibility('visible');
    advance(SUPPORT_MESSAGE_INTERVAL_MS);
    expect(messages()).toHaveLength(4);
  });

  it('stops its timer on unmount', () => {
    const create = vi.spyOn(toaster, 'create');
    const { unmount } = renderWithProviders(<SampleSupportFeed now={now} />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    advance(SUPPORT_MESSAGE_INTERVAL_MS * 2);
    expect(create).not.toHaveBeenCalled();
  });

  it('has an empty state', () => {
    renderWithProviders(<SampleSupportFeed initialMessages={[]} now={now} />);
    expect(screen.getByText(NO_SUPPORT_MESSAGES)).toBeInTheDocument();
  });
});

describe('VisitorPanel', () => {
  it('ticks every 15 seconds: left visitors go, statuses change, newcomers arrive with a toast', async () => {
    // A source of zeros: every visitor changes status and two newcomers arrive.
    renderWithProviders(<VisitorPanel random={() => 0} now={now} />);
    expect(visitorNames()).toEqual(['Visitor 1004', 'Visitor 1003', 'Visitor 1002', 'Visitor 1001']);
    expect(screen.getByText('Left')).toBeInTheDocument();
    expect(screen.getByText('2 active · 1 idle')).toBeInTheDocument();

    advance(VISITOR_TICK_MS - 1);
    expect(visitorNames()).toHaveLength(4);
    advance(1);
    expect(visitorNames()).toEqual(['Visitor 1101', 'Visitor 1102', 'Visitor 1004', 'Visitor 1003', 'Visitor 1002']);
    expect(screen.queryByText('Left')).not.toBeInTheDocument();
    expect(screen.getByText('3 active · 2 idle')).toBeInTheDocument();
    expect(sampleBadgeOf(await screen.findByText('New Visitor'))).toBeInTheDocument();
  });

  it('does not tick while hidden or after unmount', () => {
    const create = vi.spyOn(toaster, 'create');
    const { unmount } = renderWithProviders(<VisitorPanel random={() => 0} now={now} />);
    setVisibility('hidden');
    expect(vi.getTimerCount()).toBe(0);
    advance(VISITOR_TICK_MS * 4);
    expect(visitorNames()).toHaveLength(4);
    setVisibility('visible');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    advance(VISITOR_TICK_MS * 4);
    expect(create).not.toHaveBeenCalled();
  });

  it('is deterministic for a seeded source', () => {
    const run = () => {
      const { unmount } = renderWithProviders(
        <VisitorPanel random={seededRandom(11)} now={now} initialVisitors={sampleVisitors(NOW)} />,
      );
      for (let i = 0; i < 5; i++) advance(VISITOR_TICK_MS);
      const names = visitorNames();
      unmount();
      return names;
    };
    expect(run()).toEqual(run());
  });

  it('has an empty state', () => {
    renderWithProviders(<VisitorPanel initialVisitors={[]} random={() => 0.99} now={now} />);
    expect(screen.getByText(NO_VISITORS)).toBeInTheDocument();
  });
});
