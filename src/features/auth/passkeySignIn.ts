/** What a sign-in with a passkey starts from: login's challenge (the second step), or nothing. */
export interface PasskeySignInRequest {
  challenge?: string;
  rememberMe?: boolean;
}
