/** Starts a real session against the mock backend before a render (the cookie lands in MSW's jar). */
import { calls, type User } from '../../src/api';
import { DEMO_ADMIN, DEMO_USER } from '../../mocks/db/seed';

export function signInAs(who: 'user' | 'admin'): Promise<User> {
  const account = who === 'admin' ? DEMO_ADMIN : DEMO_USER;
  return calls.login({ body: { username: account.email, password: account.password } });
}
