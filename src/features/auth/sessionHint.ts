/**
 * A note in localStorage that this browser had a signed-in session when the app last knew.
 *
 * The landing page starts the app only on the visitor's first interaction
 * (scripts/first-visit-pages.ts); a signed-in visitor should still see their own header ("Go to
 * Dashboard") without touching the page, so its placing script starts the app at once when the note
 * is there. It is a hint, not a credential: the session itself stays in its cookie, and a stale
 * note only means the app starts early once.
 */
export const SESSION_HINT_STORAGE_KEY = 'dispute-centre:signed-in';

export function writeSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SESSION_HINT_STORAGE_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_STORAGE_KEY);
  } catch {
    // Storage refused (private mode, quota): the landing page then waits for an interaction.
  }
}
