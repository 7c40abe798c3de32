import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AWAITS_APP_ATTRIBUTE, PRERENDERED_ATTRIBUTE, usePrerenderedPageAdopted } from './prerendered';

function AdoptedPage() {
  usePrerenderedPageAdopted();
  return null;
}

/** A #root as scripts/vite-prerender.ts leaves it: marked, and inert as a whole or in its controls. */
function prerenderedRoot(whole: boolean): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute(PRERENDERED_ATTRIBUTE, '');
  // The attribute, as the placing script's `inert = true` sets it (jsdom has no `inert` property).
  root.toggleAttribute('inert', whole);
  root.innerHTML = `<a href="/login">Sign In</a><button type="button" ${AWAITS_APP_ATTRIBUTE}="">Open support chat</button><form ${AWAITS_APP_ATTRIBUTE}=""><input aria-label="Message"></form>`;
  if (!whole) root.querySelectorAll(`[${AWAITS_APP_ATTRIBUTE}]`).forEach((control) => control.setAttribute('inert', ''));
  document.body.append(root);
  return root;
}

afterEach(() => document.getElementById('root')?.remove());

describe('usePrerenderedPageAdopted', () => {
  it.each([
    ['the whole page (the sign-in pages)', true],
    ['its controls (the landing page)', false],
  ])('releases a prerendered page once adopted, when the build made inert %s', (_case, whole) => {
    const root = prerenderedRoot(whole);
    render(<AdoptedPage />);
    expect(root.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false);
    expect(root.hasAttribute('inert')).toBe(false);
    expect(root.querySelectorAll(`[${AWAITS_APP_ATTRIBUTE}], [inert]`)).toHaveLength(0);
  });

  it('leaves a page the app rendered itself as it is', () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = `<div inert="" ${AWAITS_APP_ATTRIBUTE}="">a closed drawer</div>`;
    document.body.append(root);
    render(<AdoptedPage />);
    expect(root.querySelector('div')?.hasAttribute('inert')).toBe(true);
  });
});
