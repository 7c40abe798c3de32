/** The two-step sign-in page's texts, word for word (docs/texts.md#two-step-sign-in). */
export const TWO_STEP_HEADING = 'Two-step sign-in';
export const TWO_STEP_INTRO =
  'Sign in with your password and a code from an authenticator app, so a stolen password alone cannot open your account.';
export const ADMIN_MUST_ENROL =
  'Admins must use two-step sign-in. Set it up to open the admin tools: your account can read every user’s disputes and approve refunds.';
export const SETUP_START = 'Set up authenticator app';
export const SETUP_PENDING = 'Setting up...';
export const SETUP_STEPS =
  'Scan the QR code with an authenticator app (Google Authenticator, 1Password, Authy...), or type the key below into it, then enter the 6-digit code it shows.';
export const SECRET_LABEL = 'Setup key';
export const QR_LABEL = 'QR code to add this account to an authenticator app';
export const CONFIRM_BUTTON = 'Turn on two-step sign-in';
export const RECOVERY_HEADING = 'Save your recovery codes';
export const RECOVERY_INTRO =
  'Each code signs you in once if you lose your phone. They are shown only now: copy or download them and keep them somewhere safe.';
export const RECOVERY_SAVED = 'I have saved these codes';
export const ENABLED_TEXT = 'Two-step sign-in is on. You sign in with your password and a code from your app.';
export const RENEW_HEADING = 'New recovery codes';
export const RENEW_INTRO = 'Get ten new codes; the old ones stop working. Enter a code from your app to confirm.';
export const RENEW_BUTTON = 'Get new recovery codes';
export const DISABLE_HEADING = 'Turn off two-step sign-in';
export const DISABLE_INTRO = 'Your password alone will sign you in. Enter a code from your app to confirm.';
export const DISABLE_BUTTON = 'Turn off two-step sign-in';
export const DISABLED_TOAST = 'Two-step sign-in is off';
export const ADMIN_KEEPS = 'Admins must keep two-step sign-in.';
export const STATUS_LOADING = 'Loading your two-step sign-in...';
export const CODE_LABEL = 'Code from your app';
