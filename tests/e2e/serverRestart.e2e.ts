/**
 * The reference server restarted under an open page (docs/server.md#live-updates): the user's
 * dispute page, left open, still shows the desk's next answer, without a reload. Real mode only
 * (the MSW worker has no server to restart), on a reference server of its own (playwright.config.ts):
 * while the server restarts, any other journey's call to it would fail.
 */
import { expect, test } from './browser';
import {
  E2E_MODE,
  fileDispute,
  markDocument,
  openDesk,
  registerNewUser,
  replyFromDesk,
  stillSameDocument,
} from './journeys';

/** Real mode: `POST {this}/restart` restarts the reference server on its store (tests/e2e/referenceServer.ts). */
const SERVER_CONTROL = process.env.E2E_SERVER_CONTROL;

test('after the server restarts under the open page, the next answer still arrives without a reload', async ({
  freshPage,
}) => {
  test.skip(E2E_MODE !== 'real', 'the MSW worker has no server to restart');
  const stamp = Date.now();
  const user = await freshPage();
  await registerNewUser(user, `restart-${stamp}@example.com`);
  const id = await fileDispute(user, `Restart journey ${stamp}: the deposit is missing.`);
  await user.goto(`/dispute/${encodeURIComponent(id)}`);
  await user.getByRole('heading', { level: 1, name: `Dispute ${id}` }).waitFor();
  await markDocument(user);
  const desk = await openDesk(user, freshPage);
  await desk.goto(`/admin/dispute/${encodeURIComponent(id)}`);

  const restarted = await fetch(`${SERVER_CONTROL}/restart`, { method: 'POST' });
  expect(restarted.status).toBe(204);
  const answer = `Back after the restart. (${stamp})`;
  await replyFromDesk(desk, answer);
  await user.getByRole('list', { name: 'Messages' }).getByText(answer).waitFor();
  expect(await stillSameDocument(user)).toBe(true);
  expect(new URL(user.url()).pathname).toBe(`/dispute/${id}`);
});
