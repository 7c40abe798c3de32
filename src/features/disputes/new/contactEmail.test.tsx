import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../../mocks/db/seed';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderApp } from '../../../../tests/kit/renderApp';
import { signInAs } from '../../../../tests/kit/session';
import { contactEmailPrefill } from './schema';

const backend = setupMockBackend();

/** Allowed by the contract's `format: email` (which has no length limit), refused by the form's own email rule (254 characters at most). */
const WIDE_EMAIL = `${'a'.repeat(250)}@example.org`;

describe('the contact email prefill', () => {
  it('takes the account address the form would accept', () => {
    expect(contactEmailPrefill('mary@example.org')).toBe('mary@example.org');
  });

  it('leaves the field empty for an address the form would refuse', () => {
    expect(contactEmailPrefill(WIDE_EMAIL)).toBe('');
    expect(contactEmailPrefill('')).toBe('');
  });

  it('on /new-dispute, starts empty when the signed-in account’s address is one the form refuses', async () => {
    const me = await signInAs('user');
    backend.server.use(http.get('*/api/auth/me', () => HttpResponse.json({ ...me, email: WIDE_EMAIL })));
    renderApp('/new-dispute');
    await screen.findByRole('heading', { level: 1, name: 'File a Dispute' });
    expect(screen.getByLabelText('Contact email')).toHaveValue('');
  });

  it('on /new-dispute, prefills an ordinary account address', async () => {
    await signInAs('user');
    renderApp('/new-dispute');
    await screen.findByRole('heading', { level: 1, name: 'File a Dispute' });
    expect(screen.getByLabelText('Contact email')).toHaveValue(DEMO_USER.email);
  });
});
