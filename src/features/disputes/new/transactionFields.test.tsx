/** The new-dispute form's network step: hints, checks as the person types, the memo, and what is filed. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { fillNewDisputeForm } from '../../../../tests/kit/newDisputeForm';
import { renderApp } from '../../../../tests/kit/renderApp';
import { signInAs } from '../../../../tests/kit/session';
import { NETWORKS } from '../../../api/networks';

const backend = setupMockBackend();

const TRON = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const ETH = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const ETH_HASH = `0x${'ab'.repeat(32)}`;

let router: ReturnType<typeof renderApp>['router'];

async function openForm() {
  await signInAs('user');
  ({ router } = renderApp('/new-dispute'));
  await screen.findByRole('heading', { level: 1, name: 'File a Dispute' });
  return userEvent.setup();
}

/** The text of a field's description (its hint) as a screen reader announces it. */
const hintOf = (label: string) => screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
const describedText = (label: string) =>
  hintOf(label)
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('/new-dispute, the network step', () => {
  it('offers every network and "not sure" first, with the transaction fields after it', async () => {
    await openForm();
    const options = within(screen.getByLabelText('Network')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Not sure, or not listed',
      ...NETWORKS.map((network) => network.name),
    ]);
    const order = ['Network', 'Asset', 'Transaction ID', 'Sent from (address)', 'Sent to (address)'].map((label) =>
      screen.getByLabelText(label),
    );
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1]?.compareDocumentPosition(order[i] as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
    expect(screen.queryByLabelText('Memo')).not.toBeInTheDocument();
  });

  it('says what the chosen network’s values look like', async () => {
    const user = await openForm();
    await user.selectOptions(screen.getByLabelText('Network'), 'ethereum');
    expect(describedText('Transaction ID')).toContain(
      'An Ethereum transaction hash is 0x followed by 64 hex characters.',
    );
    expect(describedText('Sent to (address)')).toContain('An Ethereum address is 0x followed by 40 hex characters.');
    expect(screen.getByLabelText('Asset')).toHaveAttribute('placeholder', 'e.g. ETH');
  });

  it('names the other network when a value fits it, and clears when the network is changed to it', async () => {
    const user = await openForm();
    await user.selectOptions(screen.getByLabelText('Network'), 'ethereum');
    await user.type(screen.getByLabelText('Sent to (address)'), TRON);
    await user.tab();
    expect(
      await screen.findByText('This looks like a Tron address; the network chosen is Ethereum'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Sent to (address)')).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(screen.getByLabelText('Network'), 'tron');
    await waitFor(() =>
      expect(screen.queryByText('This looks like a Tron address; the network chosen is Ethereum')).toBeNull(),
    );
    expect(describedText('Sent to (address)')).toContain('Tron address; its checksum is correct.');
  });

  it('checks a checksum as the person types, once the field was left', async () => {
    const user = await openForm();
    await user.selectOptions(screen.getByLabelText('Network'), 'ethereum');
    const field = screen.getByLabelText('Sent from (address)');
    await user.type(field, ETH.replace('aAeb', 'aaeb'));
    await user.tab();
    const message = 'This Ethereum address fails its checksum: a character is wrong, missing or swapped';
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, ETH);
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });

  it('asks for the destination tag on the XRP Ledger, and checks it', async () => {
    const user = await openForm();
    await user.selectOptions(screen.getByLabelText('Network'), 'xrp-ledger');
    const tag = screen.getByLabelText('Destination tag');
    await user.type(tag, 'abc');
    await user.tab();
    expect(await screen.findByText('A destination tag is a whole number from 0 to 4294967295')).toBeInTheDocument();
  });

  it('files the network, asset, addresses and memo with the dispute', async () => {
    const user = await openForm();
    await fillNewDisputeForm(user);
    await user.selectOptions(screen.getByLabelText('Network'), 'ethereum');
    await user.clear(screen.getByLabelText('Transaction ID'));
    await user.type(screen.getByLabelText('Transaction ID'), ETH_HASH);
    await user.type(screen.getByLabelText('Asset'), 'USDC');
    await user.type(screen.getByLabelText('Sent to (address)'), ETH);
    await user.click(screen.getByRole('button', { name: 'Submit Dispute' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dispute-submitted'));
    const [filed] = backend.db.data.disputes.filter((dispute) => dispute.transactionId === ETH_HASH);
    expect(filed).toMatchObject({ network: 'ethereum', asset: 'USDC', toAddress: ETH, fromAddress: null, memo: null });
  });

  it('refuses on submit a value that breaks its network, before anything is sent', async () => {
    const user = await openForm();
    await fillNewDisputeForm(user);
    const before = backend.db.data.disputes.length;
    await user.selectOptions(screen.getByLabelText('Network'), 'bitcoin');
    await user.click(screen.getByRole('button', { name: 'Submit Dispute' }));
    expect(
      await screen.findByText(
        'This is not a Bitcoin transaction hash: a Bitcoin transaction hash is 64 hex characters',
      ),
    ).toBeInTheDocument();
    expect(backend.db.data.disputes).toHaveLength(before);
  });
});
