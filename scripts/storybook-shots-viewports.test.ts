/** `npm run storybook:shots` sizes each page as the story's viewport global says (./storybook-shots-viewports.ts). */
import { describe, expect, test } from 'vitest';
import { DEFAULT_VIEWPORT, viewportOf } from './storybook-shots-viewports';

const options = {
  phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  fluid: { name: 'Fluid', styles: { width: '100%', height: '100%' }, type: 'desktop' },
};

describe('viewportOf', () => {
  test('the named option of the story parameters, turned when rotated', () => {
    expect(viewportOf({ value: 'phone', isRotated: false }, { options })).toEqual({ width: 390, height: 844 });
    expect(viewportOf({ value: 'phone', isRotated: true }, { options })).toEqual({ width: 844, height: 390 });
  });

  test("Storybook's minimal set when the parameters bring no options", () => {
    expect(viewportOf({ value: 'mobile1' }, undefined)).toEqual({ width: 320, height: 568 });
  });

  test('the default size for no viewport, an unknown one, or one not in px', () => {
    expect(viewportOf({ isRotated: false }, { options })).toEqual(DEFAULT_VIEWPORT);
    expect(viewportOf({ value: 'watch' }, { options })).toEqual(DEFAULT_VIEWPORT);
    expect(viewportOf({ value: 'fluid' }, { options })).toEqual(DEFAULT_VIEWPORT);
  });
});
