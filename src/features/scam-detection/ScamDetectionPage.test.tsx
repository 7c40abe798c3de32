import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../tests/kit/mockBackend';
import { renderApp } from '../../../tests/kit/renderApp';
import { signInAs } from '../../../tests/kit/session';
import { calls } from '../../api';
import { readScamReportDraft } from '../../components/scamReportDraft';

const backend = setupMockBackend();
const LABEL = 'Address, transaction hash or website';
const EMPTY = 'Enter an address, transaction hash or website to check';
const TOO_LONG = 'That is too long to be an address, hash or website (512 characters at most)';

let lookups = 0;
const countLookups = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === '/api/scam-check') lookups += 1;
};

beforeEach(async () => {
  lookups = 0;
  backend.server.events.on('request:start', countLookups);
  sessionStorage.clear();
  await signInAs('user');
});
afterEach(() => {
  backend.server.events.removeListener('request:start', countLookups);
});

async function check(value: string | null) {
  const user = userEvent.setup();
  const field = await screen.findByLabelText(LABEL);
  await user.clear(field);
  if (value !== null) {
    await user.click(field);
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Check' }));
  return user;
}

const result = () => screen.findByRole('region', { name: 'Result' });

describe('/scam-detection', () => {
  it('shows one labelled field and a Check button', async () => {
    renderApp('/scam-detection');
    expect(await screen.findByRole('heading', { name: 'Scam Detection', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: LABEL })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Check' })).toBeEnabled();
  });

  it.each([
    ['empty', null, EMPTY],
    ['whitespace only', '   \t  ', EMPTY],
    ['10,000 characters', 'a'.repeat(10_000), TOO_LONG],
  ])('explains %s input in place and looks nothing up', async (_case, value, message) => {
    renderApp('/scam-detection');
    await check(value);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: LABEL })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('region', { name: 'Result' })).not.toBeInTheDocument();
    expect(lookups).toBe(0);
  });

  it('flags a look-alike of a known exchange as High risk, with the alert that names it', async () => {
    renderApp('/scam-detection');
    await check('binnance-login.com');
    const card = await result();
    expect(within(card).getByText('High risk')).toBeInTheDocument();
    expect(within(card).getByText('Imitates a well-known site')).toBeInTheDocument();
    expect(
      within(card).getByText(
        'This domain imitates Binance (binance.com). Scammers register near-identical names to steal logins.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText('Website')).toBeInTheDocument();
    expect(within(card).getByText(/^Reported once \(Phishing\), on /)).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'What to do next' })).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem').length).toBeGreaterThan(3);
    expect(lookups).toBe(1);
  });

  it('shows a clean address as Low risk, with its kind and network', async () => {
    renderApp('/scam-detection');
    await check('  0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed ');
    const card = await result();
    expect(within(card).getByText('Low risk')).toBeInTheDocument();
    expect(within(card).getByText('Ethereum-style (EVM) address')).toBeInTheDocument();
    expect(within(card).getByText(/EVM networks/)).toBeInTheDocument();
    expect(within(card).getByText('No reports found')).toBeInTheDocument();
    expect(within(card).getByText('No warning signs in its format.')).toBeInTheDocument();
    expect(within(card).getByText('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBeInTheDocument();
  });

  it.each([
    ['TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', 'https://tronscan.org/#/address/TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'],
    [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      'https://etherscan.io/address/0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    ],
  ])('links %s to its network’s explorer, in a new tab', async (value, href) => {
    renderApp('/scam-detection');
    await check(value);
    const link = within(await result()).getByRole('link', { name: /^View on .+ \(address, opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links no explorer for a test-network address or a hash that fits several networks', async () => {
    renderApp('/scam-detection');
    await check('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx');
    expect(within(await result()).queryByRole('link', { name: /opens in a new tab/ })).toBeNull();
    await check('ab'.repeat(32));
    await waitFor(async () => expect(within(await result()).getByText(/Transaction hash/)).toBeInTheDocument());
    expect(within(await result()).queryByRole('link', { name: /opens in a new tab/ })).toBeNull();
  });

  it('names a wrong EIP-55 checksum', async () => {
    renderApp('/scam-detection');
    await check('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD');
    const card = await result();
    expect(
      within(card).getByText(
        'The capital letters in this address do not match its checksum: it may have been mistyped or altered.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText('High risk')).toBeInTheDocument();
  });

  it('renders a script tag as text and calls it unknown', async () => {
    renderApp('/scam-detection');
    await check('<script>window.hacked = true</script>');
    const card = await result();
    expect(within(card).getByText('<script>window.hacked = true</script>')).toBeInTheDocument();
    expect(within(card).getByText('Unknown risk')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('a value made only of invisible characters is named as such and not looked up', async () => {
    renderApp('/scam-detection');
    await check('\u200b\u200b');
    const card = await result();
    expect(within(card).getByText('Invisible characters')).toBeInTheDocument();
    expect(within(card).getByText('High risk')).toBeInTheDocument();
    expect(lookups).toBe(0);
  });

  it('names letters from another alphabet in a look-alike domain', async () => {
    renderApp('/scam-detection');
    await check('bіnance.com');
    const card = await result();
    expect(within(card).getByText('Letters from another alphabet')).toBeInTheDocument();
    expect(within(card).getByText('High risk')).toBeInTheDocument();
  });

  it('counts reports filed through the API: three accounts reporting make a clean-looking hash High risk', async () => {
    const tx = `0x${'ab'.repeat(32)}`;
    renderApp('/scam-detection');
    await check(tx);
    expect(within(await result()).getByText('Low risk')).toBeInTheDocument();
    for (const [n, description] of [
      'A fake support agent took my funds.',
      'Giveaway promised to double my ETH.',
      'Presale site vanished with my deposit.',
    ].entries()) {
      // Each from an account of its own: one account's repeated reports count once.
      await calls.register({
        body: {
          username: `reporter${n}`,
          email: `reporter${n}@example.org`,
          password: 'Reporter123!',
          walletAddress: '0x1111111111111111111111111111111111111111',
        },
      });
      await calls.createDispute({
        body: {
          type: 'scam_report',
          transactionId: tx,
          transactionDate: '2026-11-18',
          amount: 50,
          description,
          contactEmail: 'demo@example.com',
          termsAccepted: true,
        },
      });
    }
    await check(tx);
    await waitFor(() => expect(screen.getByText('High risk')).toBeInTheDocument());
    expect(screen.getByText(/^Reported 3 times \(Phishing, Fake ICOs, Giveaways\)/)).toBeInTheDocument();
  });

  it('still shows the format analysis when the lookup fails, with a Retry', async () => {
    backend.server.use(
      http.get('*/api/scam-check', () => HttpResponse.json({ message: 'Lookup is down' }, { status: 500 })),
    );
    renderApp('/scam-detection');
    await check('coinbase-support.net');
    const card = await result();
    expect(screen.getByText('We could not check the reports')).toBeInTheDocument();
    expect(screen.getByText('Lookup is down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(card).getByText('High risk')).toBeInTheDocument();
    expect(within(card).getByText('Could not be checked')).toBeInTheDocument();
  });

  it('Report this saves a scam-report draft with the address as the scammer wallet and opens /new-dispute', async () => {
    const { router } = renderApp('/scam-detection');
    const user = await check('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7');
    await user.click(within(await result()).getByRole('button', { name: 'Report this' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-dispute'));
    const draft = readScamReportDraft();
    expect(draft?.scammerWallet).toBe('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7');
    expect(draft?.description).toContain('Address type: Tron address');
  });

  it('Report this puts a website in the description', async () => {
    const { router } = renderApp('/scam-detection');
    const user = await check('https://binnance-login.com/verify');
    await user.click(within(await result()).getByRole('button', { name: 'Report this' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-dispute'));
    const draft = readScamReportDraft();
    expect(draft?.scammerWallet).toBe('');
    expect(draft?.description).toContain('Website: https://binnance-login.com/verify');
    expect(draft?.description).toContain('Scam Detection result: High risk (Imitates a well-known site');
  });
});
