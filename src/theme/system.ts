/**
 * The Chakra system: a lean one (docs/performance.md#main-thread). Chakra's `defaultConfig` is
 * `defaultBaseConfig` (utilities, conditions) plus `defaultThemeConfig` (preflight, global CSS,
 * tokens, text/layer/ animation styles and ~80 component recipes). We take the base config, every
 * non-recipe part of the default theme (so nothing looks different), and only the recipes of the
 * components the app renders, plus the status palettes as semantic tokens
 * (docs/statuses.md#status-colours).
 *
 * Using a Chakra component that is not listed below renders it unstyled: add its recipe here
 * (the recipe key is the component's `key` in node_modules/@chakra-ui/react/dist/esm/components).
 * A component only some later pages render takes its recipe where it is used instead (the radio
 * group, progress bars, the timeline, the file picker: `recipe={…SlotRecipe}`), so the theme every
 * first visit loads stays small (bench/budget.json).
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  blockquoteSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  stepsSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { STATUS_PALETTES, type PaletteSpec } from './palettes';

type TokenTree = Record<string, Record<string, { value: { base: string; _dark: string } }>>;

function toTokens(palettes: Record<string, PaletteSpec>): TokenTree {
  const tree: TokenTree = {};
  for (const [name, palette] of Object.entries(palettes)) {
    const entry: TokenTree[string] = {};
    for (const [key, value] of Object.entries(palette)) entry[key] = { value };
    tree[name] = entry;
  }
  return tree;
}

/** Chakra's default theme without its recipes (the same values `defaultConfig` carries). */
const defaultTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/**
 * Only the recipes of the Chakra components used in src (keys as Chakra's components look them up).
 * `InputGroup` renders an `InputAddon` (recipe `inputAddon`) only for its `startAddon`/`endAddon`
 * props; the app uses `startElement`, which has no recipe, so `inputAddon` is not listed.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  blockquote: blockquoteSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  stat: statSlotRecipe,
  steps: stepsSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tag: tagSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

/**
 * Chakra's status text colours in light mode (red.500, green.600, orange.600) are below WCAG AA's
 * 4.5:1 on white at body sizes; one shade darker passes. Dark mode keeps Chakra's shades, which pass.
 */
const READABLE_STATUS_TEXT = {
  error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
  success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
  warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
};

const config = defineConfig({
  globalCss: {
    'html, body': { minHeight: '100%' },
  },
  theme: {
    recipes,
    slotRecipes,
    semanticTokens: {
      colors: { ...toTokens(STATUS_PALETTES), fg: READABLE_STATUS_TEXT },
    },
  },
});

// createSystem merges its configs itself: merging them first as well would do that work twice.
export const system = createSystem(defaultBaseConfig, defaultTheme, config);
