/**
 * Which states each screen of the app has, so the story index can be checked against it
 * (npm run storybook:table, docs/storybook.md#screens-and-states). A page stories file names its
 * screen with a `screen:<route>` tag on its meta, and each story names its state with a
 * `state:<state>` tag; the check fails when a route has no story, or a state listed here has none.
 */
export const STATES = {
  loading: 'the screen while its data (or the session) has not answered, or a form while it sends',
  empty: 'nothing to show yet: a new account, no matches, no messages',
  error: 'its calls answer 500: the error text, with Retry where there is one',
  full: 'typical data, or a form as it opens',
  long: 'long names and descriptions, many items (100 messages): everything wraps, nothing overflows',
  narrow: 'the full screen on a 390 px phone',
  invalid: 'a form sent with bad input: every field error shows',
} as const;

export type ScreenState = keyof typeof STATES;

const FORM: ScreenState[] = ['full', 'loading', 'error', 'invalid', 'narrow'];
const DATA: ScreenState[] = ['full', 'loading', 'empty', 'error', 'long', 'narrow'];

/** Every route of src/routes.ts, by its path pattern, with the states its screen has. */
export const SCREEN_STATES: Record<string, ScreenState[]> = {
  '/': ['full', 'invalid', 'narrow', 'long'],
  '/landing': ['full'],
  '/login': FORM,
  '/register': FORM,
  '/forgot-password': FORM,
  '/reset-password': FORM,
  '/demo/outbox': ['full', 'loading', 'empty', 'long', 'narrow'],
  '/admin/login': FORM,
  '/dashboard': DATA,
  '/new-dispute': FORM,
  '/dispute/:id': DATA,
  '/dispute-submitted': ['full', 'loading', 'error', 'long', 'narrow'],
  '/scam-alerts': DATA,
  '/account': DATA,
  '/account/two-step': FORM,
  '/enhanced-dashboard': DATA,
  '/enhanced-dispute/:id': DATA,
  '/scam-detection': FORM,
  '/admin/dashboard': DATA,
  '/admin/dispute/:id': [...DATA, 'invalid'],
  '/admin/users': DATA,
  '/admin/reports': [...DATA, 'invalid'],
  '/admin/settings': [...DATA, 'invalid'],
  '*': ['full', 'narrow'],
};
