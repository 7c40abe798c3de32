/**
 * Tabs of one browser over one store, as the mock backend runs in each of them: tabs opened the
 * ordinary way share the session in Mock Service Worker's jar; a tab opened with the marker keeps
 * a session of its own (docs/server.md#sessions-and-cookies), so a user and an admin are signed
 * in side by side.
 */
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MockBackend } from './backend';
import { memoryDriver, MemoryDatabase } from './db/drivers';
import { DEMO_ADMIN, DEMO_USER } from './db/seed';
import { createTestBackend } from './node';
import { OWN_SESSION_KEY, ownTabSession } from './sharedCookieJar';
import { postLoginWithCode } from '../tests/kit/twoStepSignIn';

/** A Web Storage in memory, as one tab's sessionStorage. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

interface Tab {
  call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response>;
  who(): Promise<string | number>;
}

/** The browser's shared cookie jar, reduced to its session cookie, as every tab's mock reads it. */
interface Jar {
  sid: string | null;
}

function tabOver(backend: MockBackend, jar: Jar | null): Tab {
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const request = new Request(`http://localhost${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const response = await getResponse(backend.handlers, request);
    if (!response) throw new Error('no handler answered');
    const [setCookie] = response.headers.getSetCookie();
    if (setCookie !== undefined) {
      // Only tabs that share the jar may write to it; a tab of its own never does.
      if (!jar) throw new Error(`a tab with its own session set a cookie: ${setCookie}`);
      const value = /^sid=([^;]*)/.exec(setCookie)?.[1] ?? '';
      jar.sid = /Max-Age=0/.test(setCookie) || value === '' ? null : value;
    }
    return response;
  };
  const who = async () => {
    const response = await call('GET', '/api/auth/me');
    return response.ok ? ((await response.json()) as { email: string }).email : response.status;
  };
  return { call, who };
}

const signIn = (tab: Tab, account: { email: string; password: string }) =>
  postLoginWithCode((path, body) => tab.call('POST', path, body), account);

/** A browser: one store, one jar; `sharedTab` opens a tab the ordinary way, `ownTab` with the marker. */
async function browser() {
  const database = new MemoryDatabase();
  const jar: Jar = { sid: null };
  const open = (options: Parameters<typeof createTestBackend>[0]) =>
    createTestBackend({ driver: memoryDriver({ database, shared: true }), ...options });
  const first = await open({});
  return {
    database,
    jar,
    reset: () => first.resetDemoData(),
    sharedTab: async () => tabOver(await open({ sharedSessionToken: () => jar.sid }), jar),
    ownTab: async (storage = new MemoryStorage()) => {
      const tabSession = ownTabSession(storage, '?tab-session=1');
      return { tab: tabOver(await open({ tabSession }), null), storage };
    },
  };
}

describe('a tab with a session of its own', () => {
  it('is signed in as an admin beside the user of the shared session, over the same data', async () => {
    const b = await browser();
    const userTab = await b.sharedTab();
    const adminTab = (await b.ownTab()).tab;
    expect((await signIn(userTab, DEMO_USER)).status).toBe(200);
    expect((await signIn(adminTab, DEMO_ADMIN)).status).toBe(200);

    expect(await userTab.who()).toBe(DEMO_USER.email);
    expect(await adminTab.who()).toBe(DEMO_ADMIN.email);

    // What the admin writes, the user reads: one store.
    const disputes = (await (await userTab.call('GET', '/api/disputes')).json()) as { id: string; status: string }[];
    const dispute = disputes.find((candidate) => candidate.status === 'In Progress');
    if (!dispute) throw new Error('the demo user has no dispute in progress');
    const content = 'Support here: we are looking into this transfer now.';
    expect((await adminTab.call('POST', `/api/admin/disputes/${dispute.id}/messages`, { content })).status).toBe(201);
    const seen = (await (await userTab.call('GET', `/api/disputes/${dispute.id}`)).json()) as {
      messages: { content: string }[];
    };
    expect(seen.messages.map((message) => message.content)).toContain(content);
  });

  it('signs out alone, and leaves it alone when the shared session signs out', async () => {
    const b = await browser();
    const userTab = await b.sharedTab();
    const otherUserTab = await b.sharedTab();
    const adminTab = (await b.ownTab()).tab;
    await signIn(userTab, DEMO_USER);
    await signIn(adminTab, DEMO_ADMIN);

    expect((await adminTab.call('POST', '/api/auth/logout')).status).toBe(204);
    expect(await adminTab.who()).toBe(401);
    expect(await userTab.who()).toBe(DEMO_USER.email);
    expect(await otherUserTab.who()).toBe(DEMO_USER.email);

    await signIn(adminTab, DEMO_ADMIN);
    expect((await otherUserTab.call('POST', '/api/auth/logout')).status).toBe(204);
    // The tabs of the shared session sign out together, as before; the own tab stays signed in.
    expect(await userTab.who()).toBe(401);
    expect(await adminTab.who()).toBe(DEMO_ADMIN.email);
  });

  it('keeps its session over a reload; a tab opened the ordinary way does not get it', async () => {
    const b = await browser();
    const { tab, storage } = await b.ownTab();
    await signIn(tab, DEMO_ADMIN);
    expect(b.jar.sid).toBeNull();
    // A reload: the page and its mock start again, without the marker, on the same sessionStorage.
    const reloaded = tabOver(
      await createTestBackend({
        driver: memoryDriver({ database: b.database, shared: true }),
        tabSession: ownTabSession(storage, ''),
      }),
      null,
    );
    expect(await reloaded.who()).toBe(DEMO_ADMIN.email);
    expect(await (await b.sharedTab()).who()).toBe(401);
  });

  it('is signed out, with the shared session, by a demo reset', async () => {
    const b = await browser();
    const userTab = await b.sharedTab();
    const { tab: adminTab } = await b.ownTab();
    await signIn(userTab, DEMO_USER);
    await signIn(adminTab, DEMO_ADMIN);
    await b.reset();
    expect(await adminTab.who()).toBe(401);
    expect(await userTab.who()).toBe(401);
    expect((await signIn(adminTab, DEMO_ADMIN)).status).toBe(200);
    expect(await adminTab.who()).toBe(DEMO_ADMIN.email);
  });
});

describe('ownTabSession', () => {
  it('is null in a tab opened the ordinary way, and once claimed holds the token it is given', () => {
    const storage = new MemoryStorage();
    expect(ownTabSession(storage, '')).toBeNull();
    expect(ownTabSession(storage, '?other=1')).toBeNull();
    expect(storage.getItem(OWN_SESSION_KEY)).toBeNull();

    const claimed = ownTabSession(storage, '?tab-session=1');
    expect(claimed?.token()).toBeNull();
    claimed?.keep('abc');
    expect(ownTabSession(storage, '')?.token()).toBe('abc');
    // The marker again (a reload of the first address) keeps the session the tab has.
    expect(ownTabSession(storage, '?tab-session=1')?.token()).toBe('abc');
    claimed?.keep(null);
    expect(ownTabSession(storage, '')?.token()).toBeNull();
  });

  it("shares the browser's session where the tab cannot keep one of its own", () => {
    expect(ownTabSession(undefined, '?tab-session=1')).toBeNull();
    const refusing = new MemoryStorage();
    refusing.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    expect(ownTabSession(refusing, '?tab-session=1')).toBeNull();
    const garbled = new MemoryStorage();
    garbled.setItem(OWN_SESSION_KEY, '{not json');
    expect(ownTabSession(garbled, '')?.token()).toBeNull();
  });
});
