/**
 * The transaction understood, from the person who files it to support and to the next person who
 * checks the address: a user files an Ethereum dispute whose checksummed recipient two seeded
 * disputes also name; support's review shows the facts derived from it, both related disputes
 * linked and the explorer links; support declines it confirming the recipient as a scam; another
 * user's scam check of that address then says so. Real mode: the desk is a second browser context
 * against the reference server; mock mode: the tab the header's two-sides link opens.
 */
import { expect, test } from './browser';
import { E2E_MODE, expectPath, logOutFromMenu, openDesk, registerNewUser, submittedId } from './journeys';
import { SEEDED_SHARED_RECIPIENT, SHARED_RECIPIENT_DISPUTES } from '../../mocks/db/seedTransactions';

/** The seeded disputes naming the recipient: the n-th filed is DSP-(100001 + n). */
const SEEDED_IDS = SHARED_RECIPIENT_DISPUTES.map((index) => `DSP-${100001 + index}`);

test.describe('a dispute’s transaction, understood on both sides', () => {
  test('filed on Ethereum; support sees the facts, the related disputes and the explorer, confirms the scam; the next check says so', async ({
    freshPage,
  }) => {
    const stamp = Date.now();
    const hash = `0x${stamp.toString(16).padStart(64, 'a')}`;
    const user = await freshPage();
    await registerNewUser(user, `transaction-${stamp}@example.com`);

    // The network first; the recipient typed in lower case has no checksum to verify, the
    // checksummed one does, and the form says which.
    await user.goto('/new-dispute');
    await user.getByLabel('Dispute type').selectOption('scam_report');
    await user.getByLabel('Network').selectOption('ethereum');
    await user.getByLabel('Asset').fill('USDT');
    await user.getByLabel('Transaction ID').fill(hash);
    const recipient = user.getByLabel('Sent to (address)');
    await recipient.fill(SEEDED_SHARED_RECIPIENT);
    await user.getByText('Ethereum address; its checksum is correct.').waitFor();
    await user.getByLabel('Transaction date').fill('2026-11-01');
    await user.getByLabel('Amount').fill('1800');
    await user.getByLabel('Description').fill(`A fake exchange took my USDT and vanished (${stamp}).`);
    await user.getByText('I confirm that the information provided is accurate').click();
    await user.getByRole('button', { name: 'Submit Dispute' }).click();
    const id = await submittedId(user);

    // The user's own page links the transaction to Etherscan, in a new tab.
    await user.goto(`/dispute/${encodeURIComponent(id)}`);
    const explorer = user.getByRole('link', { name: 'View on etherscan.io (transaction, opens in a new tab)' });
    await expect(explorer).toHaveAttribute('href', `https://etherscan.io/tx/${hash}`);
    await expect(explorer).toHaveAttribute('rel', 'noopener noreferrer');

    // Support's review: the derived facts, the explorer, and both seeded disputes linked first.
    const desk = await openDesk(user, E2E_MODE === 'real' ? freshPage : null);
    await desk.goto(`/admin/dispute/${encodeURIComponent(id)}`);
    const facts = desk.getByRole('region', { name: 'Verified transaction details' });
    await facts.getByText('Read from the values the user gave; nothing was looked up on the network.').waitFor();
    await expect(facts.getByText('Checksum correct')).toBeVisible();
    await expect(facts.getByText(/^Named in \d+ other disputes?, /)).toBeVisible();
    await expect(
      facts.getByRole('link', { name: 'View on etherscan.io (address, opens in a new tab)' }),
    ).toHaveAttribute('href', `https://etherscan.io/address/${SEEDED_SHARED_RECIPIENT}`);
    const similar = desk.getByRole('region', { name: 'Similar cases' });
    for (const seeded of SEEDED_IDS) {
      const link = similar.getByRole('link', { name: seeded, exact: true });
      await expect(link).toHaveAttribute('href', `/admin/dispute/${seeded}`);
    }
    await expect(similar.getByText('Names the recipient address').first()).toBeVisible();

    // Declined, with the recipient confirmed as a scam.
    const resolution = desk.getByRole('region', { name: 'Resolve dispute' });
    await resolution.getByLabel('Resolution type').selectOption('decline');
    await resolution.getByText('Confirm the recipient address as a scam').click();
    await resolution.getByRole('button', { name: 'Resolve Dispute' }).click();
    await expectPath(desk, '/admin/dashboard');

    // Another user checks the address: confirmed in a closed dispute, High risk, and nothing of anyone's dispute.
    // The same browser (in mock mode, the same demo data): signed out, then a new account.
    await logOutFromMenu(user);
    await user.setViewportSize({ width: 1280, height: 800 });
    await registerNewUser(user, `transaction-check-${stamp}@example.com`);
    await user.goto('/scam-detection');
    await user.getByLabel('Address, transaction hash or website').fill(SEEDED_SHARED_RECIPIENT);
    await user.getByRole('button', { name: 'Check' }).click();
    const result = user.getByRole('region', { name: 'Result' });
    await result.getByText('High risk', { exact: true }).waitFor();
    await expect(
      result.getByText(/^Confirmed as a scam in (a closed dispute|\d+ closed disputes), last on /),
    ).toBeVisible();
    await expect(result.getByText(id)).toHaveCount(0);
  });
});
