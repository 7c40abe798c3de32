/**
 * Layout checks for play functions: what a person would see as broken at a narrow width or with
 * long content, a page that scrolls sideways or text running out of its card.
 */
import { expect } from 'storybook/test';

/** The page does not scroll sideways: nothing is wider than the viewport. */
export function fitsWidth(): void {
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** Inside a box that scrolls or clips (a table's scroll area), overflowing is the box's own business. */
function insideScrollBox(element: Element, card: Element): boolean {
  for (let parent = element.parentElement; parent && parent !== card; parent = parent.parentElement) {
    if (getComputedStyle(parent).overflowX !== 'visible') return true;
  }
  return false;
}

/** Nothing in a section card reaches past the card's right edge: long words wrap inside it. */
export function staysInsideCards(canvasElement: HTMLElement): void {
  for (const card of canvasElement.querySelectorAll('section')) {
    const edge = card.getBoundingClientRect().right;
    const past = [...card.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > edge + 0.5 && !insideScrollBox(element, card),
    );
    expect(past, `past the edge of "${card.getAttribute('aria-labelledby') ?? ''}"`).toEqual([]);
  }
}
