/** What the passkey screens say, word for word (docs/texts.md#passkeys). */
export const PASSKEYS_HEADING = 'Passkeys';
export const PASSKEYS_INTRO =
  'Sign in with your fingerprint, face or device PIN instead of a code. A passkey counts as your second step.';
export const PASSKEYS_LOADING = 'Loading passkeys...';
export const PASSKEYS_FAILED = 'Could not load your passkeys';
export const PASSKEYS_EMPTY = 'No passkeys yet';
export const PASSKEY_NAME_LABEL = 'Passkey name';
export const ADD_PASSKEY = 'Add a passkey';
export const ADDING_PASSKEY = 'Waiting for your device...';
export const passkeyAdded = (name: string) => `Passkey “${name}” added.`;
export const passkeyRemoved = (name: string) => `Passkey “${name}” removed.`;
export const REMOVE_PASSKEY = 'Remove';
export const removePasskeyLabel = (name: string) => `Remove passkey ${name}`;
export const REMOVE_TITLE = 'Remove this passkey?';
export const removeBody = (name: string) => `“${name}” will no longer sign you in.`;
export const REMOVING = 'Removing...';
export const REMOVE_FAILED = 'Could not remove the passkey';
export const createdOn = (date: string) => `Added ${date}`;
export const lastUsed = (date: string | null) => (date ? `last used ${date}` : 'never used');
export const SIGN_IN_WITH_PASSKEY = 'Sign in with a passkey';
export const USE_PASSKEY_INSTEAD = 'Use a passkey instead';
export const USE_YOUR_PASSKEY = 'Use your passkey';
export const PASSKEY_STEP_HINT =
  'Use your passkey to finish signing in: your device will ask for your fingerprint, face or PIN.';
export const CHECKING_PASSKEY = 'Waiting for your passkey...';
