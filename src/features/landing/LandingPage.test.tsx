import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../tests/kit/mockBackend';
import { renderApp } from '../../../tests/kit/renderApp';
import { signInAs } from '../../../tests/kit/session';
import { EXCHANGES, NEWS, TESTIMONIALS, WALLETS } from './content';

setupMockBackend();

const byName = (name: string) => screen.getByRole('link', { name });

async function renderLanding(path = '/') {
  const result = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: /Let us get it back/ });
  return result;
}

describe('landing page', () => {
  it.each(['/', '/landing'])('shows at %s with its own header and footer, outside the app layout', async (path) => {
    await renderLanding(path);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // The public layout's header links are not here: the landing page has its own.
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('links the header to the page sections, sign-in and sign-up', async () => {
    await renderLanding();
    const sections = within(await screen.findByRole('navigation', { name: 'Sections' }));
    expect(sections.getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '#how-it-works');
    expect(sections.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '#services');
    expect(sections.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '#about-us');
    expect(sections.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '#contact');
    const account = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(account.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(account.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    // Every in-page anchor has its target.
    for (const id of ['how-it-works', 'services', 'about-us', 'contact'])
      expect(document.getElementById(id)).not.toBeNull();
  });

  it('offers the hero buttons Start Your Claim (/register) and How It Works (/how-it-works)', async () => {
    await renderLanding();
    expect(await screen.findByRole('link', { name: 'Start Your Claim' })).toHaveAttribute('href', '/register');
    const hero = screen.getByRole('region', { name: /Let us get it back/ });
    expect(within(hero).getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/how-it-works');
  });

  it('makes the four claims and states the case fee', async () => {
    await renderLanding();
    const results = within(await screen.findByRole('region', { name: /Let us get it back/ }));
    for (const [value, label] of [
      ['$1.2M+', 'Funds recovered'],
      ['250+', 'Cases resolved'],
      ['97%', 'Success rate'],
      ['94%', 'Tracking accuracy'],
    ] as const) {
      expect(results.getByText(value)).toBeInTheDocument();
      expect(results.getByText(label)).toBeInTheDocument();
    }
    expect(
      screen.getByText(
        'Filing a case costs a $20 one-time fee that covers initial analysis, with no other fees unless funds are recovered.',
      ),
    ).toBeInTheDocument();
  });

  it('lists the four steps in order', async () => {
    await renderLanding();
    const steps = within(await screen.findByRole('list', { name: 'The four steps' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Submit Your Case',
      'Investigation',
      'Legal Action',
      'Resolution',
    ]);
  });

  it('lists the supported exchanges and wallets', async () => {
    await renderLanding();
    const exchanges = within(await screen.findByRole('list', { name: 'Exchanges' })).getAllByRole('listitem');
    const wallets = within(screen.getByRole('list', { name: 'Wallets' })).getAllByRole('listitem');
    expect(exchanges.map((item) => item.textContent)).toEqual([...EXCHANGES]);
    expect(wallets.map((item) => item.textContent)).toEqual([...WALLETS]);
  });

  it('shows four success stories and four news items', async () => {
    await renderLanding();
    const stories = within(await screen.findByRole('list', { name: 'Success Stories' })).getAllByRole('listitem');
    expect(stories).toHaveLength(4);
    expect(stories[0]).toHaveTextContent(TESTIMONIALS[0]?.name ?? '');
    const news = within(screen.getByRole('list', { name: 'News and alerts' })).getAllByRole('listitem');
    expect(news).toHaveLength(4);
    expect(news.map((item) => within(item).getByRole('heading').textContent)).toEqual(NEWS.map((item) => item.title));
  });

  it('closes with a call to action', async () => {
    await renderLanding();
    const closing = within(await screen.findByRole('region', { name: /The sooner you act/ }));
    expect(closing.getByRole('link', { name: 'Create Your Account' })).toHaveAttribute('href', '/register');
    expect(closing.getByRole('link', { name: 'Report a Scam Now' })).toHaveAttribute('href', '#report-a-scam');
  });

  it('has the seven footer links', async () => {
    await renderLanding();
    const footer = within(await screen.findByRole('navigation', { name: 'Footer' }));
    expect(footer.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/services',
      '/resources',
      '/faq',
      '/contact',
      '/terms',
      '/privacy',
      '/legal',
    ]);
  });

  it('takes the visitor to sign-in from the header', async () => {
    const { router } = await renderLanding();
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('offers the dashboard instead of sign-in to a signed-in visitor', async () => {
    await signInAs('user');
    await renderLanding();
    const account = within(await screen.findByRole('navigation', { name: 'Account' }));
    expect(await account.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(account.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('has the support chat opener, closed at first', async () => {
    await renderLanding();
    expect(await screen.findByRole('button', { name: 'Open support chat' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Support chat' })).not.toBeInTheDocument();
    expect(byName('Sign In')).toBeInTheDocument();
  });
});
