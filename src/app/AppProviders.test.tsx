/** The theme's global styles: made by the app, unless the page's HTML holds them already. */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../tests/utils/mockBackend';
import { PRERENDERED_GLOBAL_STYLES_ATTRIBUTE } from '../components/prerendered';
import { AppProviders } from './AppProviders';

setupMockBackend();

/** Global style tags emotion inserted that hold Chakra's token variables. */
function insertedTokenStyles(): HTMLStyleElement[] {
  return [...document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion^="css-global"]')].filter(
    (tag) => !tag.hasAttribute(PRERENDERED_GLOBAL_STYLES_ATTRIBUTE) && (tag.textContent ?? '').includes('--chakra-colors-'),
  );
}

function renderProviders() {
  render(
    <AppProviders demo={null} swrProvider={() => new Map()}>
      <p>Page</p>
    </AppProviders>,
  );
}

describe('AppProviders global styles', () => {
  afterEach(() => {
    document.head.querySelector(`[${PRERENDERED_GLOBAL_STYLES_ATTRIBUTE}]`)?.remove();
  });

  it('inserts the theme tokens when the document has none', async () => {
    renderProviders();
    expect(await screen.findByText('Page')).toBeInTheDocument();
    expect(insertedTokenStyles()).not.toHaveLength(0);
  });

  it('inserts none when a built page carries them in its head', async () => {
    const built = document.createElement('style');
    built.setAttribute(PRERENDERED_GLOBAL_STYLES_ATTRIBUTE, '');
    built.textContent = ':root{--chakra-colors-gray-50:#fafafa}';
    document.head.append(built);
    renderProviders();
    expect(await screen.findByText('Page')).toBeInTheDocument();
    expect(insertedTokenStyles()).toHaveLength(0);
  });
});
