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
