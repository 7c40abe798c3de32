import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMockBackend } from '../../../tests/kit/mockBackend';
import { renderApp } from '../../../tests/kit/renderApp';
import { signInAs } from '../../../tests/kit/session';
import type { DemoControls } from '../../config/demoState';

const backend = setupMockBackend();

const demo = (): DemoControls => ({ resetDemoData: vi.fn(() => backend.resetDemoData()), recoveredFrom: null });

async function header() {
  await screen.findByRole('heading', { level: 1 });
  return within(screen.getByRole('banner'));
}

describe('the link to the other side of the demo', () => {
  it('offers a signed-in user the admin side, in a new tab of its own', async () => {
    await signInAs('user');
    renderApp('/dashboard', { demo: demo() });
    const link = (await header()).getByRole('link', { name: 'Open the admin side in a new tab' });
    expect(link).toHaveAttribute('href', '/admin/login?tab-session=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect((await header()).queryByRole('link', { name: 'Open the user side in a new tab' })).not.toBeInTheDocument();
  });

  it('offers a signed-in admin the user side', async () => {
    await signInAs('admin');
    renderApp('/admin/dashboard', { demo: demo() });
    const link = (await header()).getByRole('link', { name: 'Open the user side in a new tab' });
    expect(link).toHaveAttribute('href', '/login?tab-session=1');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('is there while the demo backend is still starting', async () => {
    await signInAs('user');
    renderApp('/dashboard', { demo: 'starting' });
    expect((await header()).getByRole('link', { name: 'Open the admin side in a new tab' })).toBeInTheDocument();
  });

  it('is not offered to someone signed out', async () => {
    renderApp('/login', { demo: demo() });
    const banner = await header();
    expect(banner.getByRole('button', { name: 'Reset demo data' })).toBeInTheDocument();
    expect(banner.queryByRole('link', { name: /side in a new tab$/ })).not.toBeInTheDocument();
  });

  it('is not offered in real mode', async () => {
    await signInAs('user');
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome back, / })).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: /side in a new tab$/ }),
    ).not.toBeInTheDocument();
  });
});
