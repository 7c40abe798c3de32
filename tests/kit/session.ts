/** Starts a real session against the mock backend before a render (the cookie lands in MSW's jar). */
import { calls, type User } from '../../src/api';
import { DEMO_ADMIN, DEMO_USER } from '../../mocks/db/seed';
import { loginWithCode } from './twoStepSignIn';

export function signInAs(who: 'user' | 'admin'): Promise<User> {
  if (who === 'admin') return loginWithCode(DEMO_ADMIN);
  return calls.login({ body: { username: DEMO_USER.email, password: DEMO_USER.password } });
}
