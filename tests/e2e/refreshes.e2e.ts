/**
 * What a change refreshes, counted (docs/server.md#what-a-change-refreshes): a user with two tabs
 * and an admin with two tabs watch one dispute while each kind of change happens, made by each
 * write that makes it. After each, every tab must have fetched again, once each, exactly the reads
 * on its screen that the one table (src/api/changes.ts) names for what its live stream told it,
 * the writer's tab included (./refreshCounts.ts). In mock mode the four tabs share one browser's
 * demo data; in real mode the admin is a second browser context, and these journeys, one at a time,
 * have a reference server of their own (playwright.config.ts), so every count is exact in both modes.
 */
import type { Page } from '@playwright/test';
import { endpoints, type EndpointName } from '../../src/api/endpoints';
import { expect, test } from './browser';
import { expectRefreshed, hearing, watch } from './refreshCounts';
import { E2E_MODE, fileDispute, logOutFromMenu, openAnotherTab, openDesk, registerNewUser } from './journeys';

/** A write as a tab's calls name it: `POST /api/disputes/DSP-1/messages`. */
const call = (name: EndpointName, id = '') =>
  `${endpoints[name].method} ${endpoints[name].path.replace('{id}', encodeURIComponent(id))}`;

/** Does `act` on `page`, waits for the answer to its write and returns the call (any `{id}` when `id` is not given). */
async function writing(
  page: Page,
  name: EndpointName,
  id: string | null,
  act: () => Promise<unknown>,
): Promise<string> {
  const { method, path } = endpoints[name];
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^${escaped.replace('{id}', id === null ? '[^/]+' : encodeURIComponent(id))}$`);
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) => answer.request().method() === method && pattern.test(new URL(answer.url()).pathname),
    ),
    act(),
  ]);
  return `${method} ${new URL(response.url()).pathname}`;
}

// In mock mode the two journeys share nothing (each browser has its own store): each may run on a
// worker of its own. Against the reference server the admin's lists follow both: one at a time,
// after every other journey (playwright.config.ts).
test.describe.configure({ mode: E2E_MODE === 'real' ? 'serial' : 'parallel' });

const disputePage = (page: Page) => page.getByLabel('Reply').waitFor();
const reviewPage = (page: Page) => page.getByRole('region', { name: 'Handling' }).waitFor();
const firstHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
const tablePage = (page: Page) => page.getByRole('table').first().waitFor();

test('every kind of change refreshes, in each tab that hears of it, once, only what the table names', async ({
  freshPage,
}) => {
  test.slow();
  const stamp = Date.now();
  const email = `counted-${stamp}@example.com`;
  const first = await freshPage();
  await registerNewUser(first, email);
  const id = await fileDispute(first, `Counted refreshes ${stamp}: four tabs watch this dispute.`);
  const second = await openAnotherTab(first);
  await second.goto('/dashboard');
  const desk = await openDesk(first, E2E_MODE === 'real' ? freshPage : null);
  const secondDesk = E2E_MODE === 'real' ? await openAnotherTab(desk) : await openDesk(second, null);

  const userOnDispute = await watch(first, `/dispute/${id}`, disputePage);
  const userOnDashboard = await watch(second, '/dashboard', tablePage);
  const adminOnDispute = await watch(desk, `/admin/dispute/${id}`, reviewPage);
  const adminOnDashboard = await watch(secondDesk, '/admin/dashboard', tablePage);
  const users = [userOnDispute, userOnDashboard];
  const admins = [adminOnDispute, adminOnDashboard];

  // The user writes: a message (support is not notified: its desk shows who waits).
  await writing(first, 'postDisputeMessage', id, async () => {
    await first.getByLabel('Reply').fill(`Any news? (${stamp})`);
    await first.getByRole('button', { name: 'Send' }).click();
  });
  await expectRefreshed('a message from the user', id, [
    { tab: userOnDispute, heard: ['message'], wrote: call('postDisputeMessage', id) },
    ...hearing([userOnDashboard], ['message']),
    ...hearing(admins, ['message']),
  ]);

  // …and a file, attached to the reply box, goes to the dispute's evidence at once.
  await writing(first, 'uploadEvidence', id, () =>
    first.getByLabel('Attach files').setInputFiles({
      name: `receipt-${stamp}.pdf`,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
    }),
  );
  await expectRefreshed('a file attached', id, [
    { tab: userOnDispute, heard: ['evidence'], wrote: call('uploadEvidence', id) },
    ...hearing([userOnDashboard], ['evidence']),
    ...hearing(admins, ['evidence']),
  ]);

  // Support takes it, moves it on, answers, decides and reopens: the user hears each as a
  // change to the dispute, with a notification where one is sent.
  const handling = desk.getByRole('region', { name: 'Handling' });
  await writing(desk, 'assignDispute', id, () => handling.getByRole('button', { name: 'Assign to me' }).click());
  await expectRefreshed('assigned', id, [
    { tab: adminOnDispute, heard: ['dispute'], wrote: call('assignDispute', id) },
    ...hearing([adminOnDashboard], ['dispute']),
    ...hearing(users, ['dispute']),
  ]);

  await writing(desk, 'setDisputeStatus', id, async () => {
    await handling.getByLabel('Status').selectOption('Under Review');
    await handling.getByRole('button', { name: 'Change status' }).click();
  });
  await expectRefreshed('a status', id, [
    { tab: adminOnDispute, heard: ['dispute'], wrote: call('setDisputeStatus', id) },
    ...hearing([adminOnDashboard], ['dispute']),
    ...hearing(users, ['dispute', 'notified']),
  ]);

  const composer = desk.getByRole('form', { name: 'Write to the conversation' });
  await writing(desk, 'postAdminMessage', id, async () => {
    await composer.getByRole('textbox', { name: 'Message', exact: true }).fill(`We are on it. (${stamp})`);
    await composer.getByRole('button', { name: 'Send reply' }).click();
  });
  await expectRefreshed("support's reply", id, [
    { tab: adminOnDispute, heard: ['message'], wrote: call('postAdminMessage', id) },
    ...hearing([adminOnDashboard], ['message']),
    ...hearing(users, ['message', 'notified']),
  ]);

  await writing(desk, 'resolveDispute', id, async () => {
    await desk.getByLabel('Resolution type').selectOption('decline');
    await desk.getByLabel('Response to user').fill(`No transfer left our wallets. (${stamp})`);
    await desk.getByRole('button', { name: 'Resolve Dispute' }).click();
  });
  // Deciding takes the admin to the dashboard (docs/routes.md): that tab is not counted here.
  await expectRefreshed('a decision', id, [
    ...hearing([adminOnDashboard], ['dispute']),
    ...hearing(users, ['dispute', 'notified']),
  ]);

  const review = await watch(desk, `/admin/dispute/${id}`, reviewPage);

  await writing(desk, 'reopenDispute', id, async () => {
    await handling.getByRole('textbox', { name: 'Why reopen it?' }).fill(`The exchange wrote back. (${stamp})`);
    await handling.getByRole('button', { name: 'Reopen dispute' }).click();
  });
  await expectRefreshed('reopened', id, [
    { tab: review, heard: ['dispute'], wrote: call('reopenDispute', id) },
    ...hearing([adminOnDashboard], ['dispute']),
    ...hearing(users, ['dispute', 'notified']),
  ]);

  // The user reads their notifications in one tab: every tab of theirs hears it.
  await writing(second, 'markAllNotificationsRead', id, async () => {
    await second
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications, \d+ unread$/ })
      .click();
    await second.getByRole('menuitem', { name: 'Mark all as read' }).click();
  });
  await expectRefreshed('notifications read', id, [
    ...hearing([userOnDispute], ['notificationsRead']),
    { tab: userOnDashboard, heard: ['notificationsRead'], wrote: call('markAllNotificationsRead') },
  ]);

  // Another dispute filed, from the dashboard's tab (which leaves to file it): the lists, the
  // figures and every dispute's similar cases follow; the user is notified.
  const filed = `Counted refreshes ${stamp}: a second dispute.`;
  await fileDispute(second, filed);
  await expectRefreshed('a dispute filed', id, [
    ...hearing([userOnDispute], ['filed', 'notified']),
    ...hearing([review, adminOnDashboard], ['filed']),
  ]);

  // One notification opened (and so read) in one tab: the user's other tab hears it.
  const dashboard = await watch(second, '/dashboard', tablePage);
  await writing(first, 'markNotificationRead', null, async () => {
    await first
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications, \d+ unread$/ })
      .click();
    await first.getByRole('menuitem').filter({ hasText: 'Unread:' }).first().click();
  });
  await expectRefreshed('a notification read', id, [...hearing([dashboard], ['notificationsRead'])]);
});

test("support's own changes and accounts (one registered, suspended and reinstated; a saved reply) refresh each admin tab once, only what the table names", async ({
  freshPage,
}) => {
  test.slow();
  const stamp = Date.now();
  const email = `counted-account-${stamp}@example.com`;
  const user = await freshPage();
  await registerNewUser(user, email);
  const desk = await openDesk(user, E2E_MODE === 'real' ? freshPage : null);
  const secondDesk = E2E_MODE === 'real' ? await openAnotherTab(desk) : await openDesk(user, null);

  // A new account registered elsewhere: the users list and the figures follow.
  await logOutFromMenu(user);
  // Signing out used the phone's menu; the new account's header shows its email on a desktop's width.
  await user.setViewportSize({ width: 1280, height: 720 });
  const people = await watch(desk, '/admin/users', tablePage);
  const figures = await watch(secondDesk, '/admin/dashboard', tablePage);
  const registered = await writing(user, 'register', null, () =>
    registerNewUser(user, `counted-newcomer-${stamp}@example.com`),
  );
  expect(registered).toBe(call('register'));
  // In mock mode the admin's tabs are the user's browser: a sign-in there makes each ask, once,
  // who is signed in in it (the tab channel, docs/server.md#what-a-change-refreshes).
  const askWho = E2E_MODE === 'mock' ? [`GET ${endpoints.getCurrentUser.path}`] : [];
  await expectRefreshed(
    'an account registered',
    '',
    hearing([people, figures], ['account']).map((heard) => ({ ...heard, also: askWho })),
  );

  // The first account suspended on /admin/users, then reinstated.
  await people.page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  const row = desk.getByRole('table').locator('tbody tr').filter({ hasText: email });
  const suspended = await writing(desk, 'suspendUser', null, async () => {
    await row.getByRole('button', { name: /^Suspend/ }).click();
    await desk.getByRole('alertdialog').getByRole('button', { name: 'Suspend' }).click();
  });
  await expectRefreshed('an account suspended', '', [
    { tab: people, heard: ['account'], wrote: suspended },
    ...hearing([figures], ['account']),
  ]);

  const reinstated = await writing(desk, 'reinstateUser', null, async () => {
    await row.getByRole('button', { name: /^Reinstate/ }).click();
    await desk.getByRole('alertdialog').getByRole('button', { name: 'Reinstate' }).click();
  });
  await expectRefreshed('an account reinstated', '', [
    { tab: people, heard: ['account'], wrote: reinstated },
    ...hearing([figures], ['account']),
  ]);

  // Support's settings: a saved reply added on /admin/settings reaches the report on /admin/reports.
  const settings = await watch(desk, '/admin/settings', firstHeading);
  const reports = await watch(secondDesk, '/admin/reports', tablePage);
  await writing(desk, 'updateAdminSettings', null, async () => {
    await desk.getByRole('button', { name: 'Add saved reply' }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByLabel('Title').fill(`Counted ${stamp}`);
    await dialog.getByLabel('Reply text').fill('We are looking into it.');
    await dialog.getByRole('button', { name: 'Save reply' }).click();
  });
  await expectRefreshed('settings', '', [
    { tab: settings, heard: ['settings'], wrote: call('updateAdminSettings') },
    ...hearing([reports], ['settings']),
  ]);
});
