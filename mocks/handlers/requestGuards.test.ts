/** The guard in front of state-changing calls: JSON bodies only, and no foreign page's Origin. */
import { describe, expect, it } from 'vitest';
import { FOREIGN_ORIGIN_MESSAGE, refuseUnsafeWrite, UNSUPPORTED_BODY_MESSAGE } from './requestGuards';

const API = 'http://api.test:8787/api/disputes';
const APP_ORIGIN = 'http://app.test:5173';
const allowed = new Set([APP_ORIGIN]);
const json = JSON.stringify({ type: 'fee_dispute' });

function post(headers: Record<string, string>, body: BodyInit | null = json, method = 'POST'): Request {
  return new Request(API, { method, headers, body });
}

async function expectRefused(pending: Promise<Response | null>, status: number, message: string) {
  const answer = await pending;
  expect(answer).not.toBeNull();
  expect(answer?.status).toBe(status);
  expect(answer?.headers.get('Content-Type')).toBe('application/json');
  expect(await answer?.json()).toEqual({ message });
}

describe('refuseUnsafeWrite: the body must be application/json', () => {
  it('refuses text/plain even when the text is valid JSON (a form-free cross-site POST needs no preflight)', async () => {
    await expectRefused(
      refuseUnsafeWrite(post({ 'Content-Type': 'text/plain' }), allowed),
      415,
      UNSUPPORTED_BODY_MESSAGE,
    );
  });

  it('refuses a body sent without any Content-Type (fetch labels a string body text/plain)', async () => {
    await expectRefused(refuseUnsafeWrite(post({}), allowed), 415, UNSUPPORTED_BODY_MESSAGE);
  });

  it('refuses a form-encoded body', async () => {
    const form = post({ 'Content-Type': 'application/x-www-form-urlencoded' }, 'type=fee_dispute');
    await expectRefused(refuseUnsafeWrite(form, allowed), 415, UNSUPPORTED_BODY_MESSAGE);
  });

  it('refuses a multipart body', async () => {
    const data = new FormData();
    data.set('payload', json);
    await expectRefused(refuseUnsafeWrite(post({}, data), allowed), 415, UNSUPPORTED_BODY_MESSAGE);
  });

  it('refuses look-alike media types', async () => {
    for (const contentType of ['application/jsonp', 'application/json-seq', 'text/json', 'application/vnd.api+json']) {
      await expectRefused(
        refuseUnsafeWrite(post({ 'Content-Type': contentType }), allowed),
        415,
        UNSUPPORTED_BODY_MESSAGE,
      );
    }
  });

  it('refuses a Content-Type that is not JSON even without a body', async () => {
    await expectRefused(
      refuseUnsafeWrite(post({ 'Content-Type': 'text/plain' }, null), allowed),
      415,
      UNSUPPORTED_BODY_MESSAGE,
    );
  });

  it('accepts application/json with parameters, in any case', async () => {
    for (const contentType of [
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON;charset=UTF-8',
      ' application/json ',
    ]) {
      expect(await refuseUnsafeWrite(post({ 'Content-Type': contentType }), allowed)).toBeNull();
    }
  });

  it('lets a POST without a body or Content-Type through (sign out)', async () => {
    expect(await refuseUnsafeWrite(post({}, null), allowed)).toBeNull();
  });

  it('lets a body-less call through when it arrives with an empty body (as a service worker hands on a sign-out)', async () => {
    expect(await refuseUnsafeWrite(post({}, new Uint8Array()), allowed)).toBeNull();
  });

  it('applies to every state-changing method, not only POST', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      await expectRefused(
        refuseUnsafeWrite(post({ 'Content-Type': 'text/plain' }, json, method), allowed),
        415,
        UNSUPPORTED_BODY_MESSAGE,
      );
    }
  });
});

describe('refuseUnsafeWrite: the Origin must be one we serve', () => {
  const jsonPost = (origin?: string) =>
    post(
      origin === undefined
        ? { 'Content-Type': 'application/json' }
        : { 'Content-Type': 'application/json', Origin: origin },
    );

  it('refuses a foreign origin', async () => {
    await expectRefused(refuseUnsafeWrite(jsonPost('http://evil.example'), allowed), 403, FOREIGN_ORIGIN_MESSAGE);
  });

  it('refuses an origin that only resembles an allowed one', async () => {
    for (const origin of [
      'http://app.test:5174',
      'https://app.test:5173',
      'http://app.test:5173.evil.example',
      'http://app.test',
    ]) {
      await expectRefused(refuseUnsafeWrite(jsonPost(origin), allowed), 403, FOREIGN_ORIGIN_MESSAGE);
    }
  });

  it('refuses Origin: null (sandboxed frames, file: pages)', async () => {
    await expectRefused(refuseUnsafeWrite(jsonPost('null'), allowed), 403, FOREIGN_ORIGIN_MESSAGE);
    await expectRefused(refuseUnsafeWrite(jsonPost('null'), new Set(['null'])), 403, FOREIGN_ORIGIN_MESSAGE);
  });

  it('accepts an allowed origin', async () => {
    expect(await refuseUnsafeWrite(jsonPost(APP_ORIGIN), allowed)).toBeNull();
  });

  it("accepts the request URL's own origin", async () => {
    expect(await refuseUnsafeWrite(jsonPost('http://api.test:8787'), new Set())).toBeNull();
  });

  it('accepts a request without Origin (a non-browser client)', async () => {
    expect(await refuseUnsafeWrite(jsonPost(), new Set())).toBeNull();
  });
});

describe('refuseUnsafeWrite: reads pass', () => {
  it('lets GET, HEAD and OPTIONS through whatever their headers say', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      const request = new Request(API, {
        method,
        headers: { Origin: 'http://evil.example', 'Content-Type': 'text/plain' },
      });
      expect(await refuseUnsafeWrite(request, allowed)).toBeNull();
    }
  });
});
