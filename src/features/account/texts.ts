/** The account page's texts, shown word for word (docs/texts.md#account-page). */

export const ACCOUNT_HEADING = 'Your account';
export const ACCOUNT_INTRO = 'Where you are signed in, and the settings of your account.';

export const DEVICES_HEADING = 'Signed-in devices';
export const DEVICES_INTRO = 'Every browser and app signed in to your account. Sign out any you do not recognise.';
export const DEVICES_LOADING = 'Loading signed-in devices...';
export const DEVICES_FAILED = 'Could not load your signed-in devices';
export const ONLY_THIS_DEVICE = 'Only this device is signed in';
export const THIS_DEVICE = 'This device';

export const SIGN_OUT = 'Sign out';
export const SIGN_OUT_FAILED = 'Could not sign out that device';
export const SIGN_OUT_OTHERS = 'Sign out everywhere else';
export const SIGN_OUT_OTHERS_TITLE = 'Sign out everywhere else?';
export const SIGN_OUT_OTHERS_BODY =
  'Every other device signed in to your account will be signed out at once. This device stays signed in.';
export const SIGNING_OUT = 'Signing out...';
export const SIGN_OUT_OTHERS_FAILED = 'Could not sign out your other devices';

/** `Sign out Chrome on Linux`: the button's name, so each row's button says which device it ends. */
export const signOutLabel = (device: string) => `${SIGN_OUT} ${device}`;
export const signedInOn = 'Signed in';
export const lastActive = 'Last active';

/** After one device was signed out. */
export const signedOutOf = (device: string) => `Signed out of ${device}.`;

/** After "Sign out everywhere else": how many it ended. */
export const signedOutOthers = (ended: number) =>
  ended === 0
    ? 'No other device was signed in.'
    : `Signed out of ${ended} other ${ended === 1 ? 'device' : 'devices'}.`;

// E-mail notifications (docs/texts.md#account-page, docs/server.md#notification-e-mails).
export const EMAIL_HEADING = 'E-mail notifications';
export const EMAIL_INTRO =
  'What we e-mail to your account’s address about your disputes. The notifications in the app come either way.';
export const EMAIL_LOADING = 'Loading your e-mail settings...';
export const EMAIL_LOAD_FAILED = 'Could not load your e-mail settings';
export const EMAIL_SWITCHES = {
  supportReplies: {
    label: 'Replies from support',
    sentence: 'An e-mail when support writes to you on one of your disputes, with its first lines and a link to it.',
  },
  decisions: {
    label: 'Decisions on your disputes',
    sentence: 'An e-mail when one of your disputes is resolved or rejected, with the outcome and a link to it.',
  },
} as const;
export const EMAIL_SAVING = 'Saving...';
/** After a switch was saved: "Replies from support: e-mails on." */
export const emailSaved = (label: string, on: boolean) => `${label}: e-mails ${on ? 'on' : 'off'}.`;
export const EMAIL_SAVE_FAILED = 'Could not save your change';
/** Under the server's sentence: the switch went back. */
export const emailReverted = (label: string, on: boolean) => `${label} is ${on ? 'on' : 'off'} as before.`;

// Two-step sign-in, as a summary (docs/routes.md#account-page); managed on /account/two-step.
export const TWO_STEP_HEADING = 'Two-step sign-in';
export const TWO_STEP_ON = 'On: signing in asks for a code from your authenticator app after your password.';
export const TWO_STEP_OFF = 'Off: your password alone signs you in.';
export const TWO_STEP_REQUIRED = 'Admins must keep it on.';
export const TWO_STEP_MANAGE = 'Manage two-step sign-in';
