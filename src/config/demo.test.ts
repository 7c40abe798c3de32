import { describe, expect, it } from 'vitest';
import { OWN_SESSION_PARAM as MOCK_MARKER } from '../../mocks/sharedCookieJar';
import { otherSideSignIn, OWN_SESSION_PARAM } from './demo';

describe('the other side of the demo', () => {
  it("opens the other side's sign-in page with the marker the mock backend looks for", () => {
    expect(OWN_SESSION_PARAM).toBe(MOCK_MARKER);
    expect(otherSideSignIn(false)).toBe('/admin/login?tab-session=1');
    expect(otherSideSignIn(true)).toBe('/login?tab-session=1');
  });
});
