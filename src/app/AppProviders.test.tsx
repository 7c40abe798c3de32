/** The theme's global styles: the providers make them. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../tests/kit/mockBackend';
import { AppProviders } from './AppProviders';

setupMockBackend();

/** Global style tags emotion inserted that hold Chakra's token variables. */
function insertedTokenStyles(): HTMLStyleElement[] {
  return [...document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion^="css-global"]')].filter((tag) =>
    (tag.textContent ?? '').includes('--chakra-colors-'),
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
  it('inserts the theme tokens when the document has none', async () => {
    renderProviders();
    expect(await screen.findByText('Page')).toBeInTheDocument();
    expect(insertedTokenStyles()).not.toHaveLength(0);
  });
});
