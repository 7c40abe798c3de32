/**
 * What the handlers answer outside the endpoint table: an unknown /api path is a JSON 404, never
 * the dev server's page; anything else, such as a source module the dev server serves under
 * /src/api/ and a page loads late, is left to the network.
 */
import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { MockBackend } from '../backend';
import { createTestBackend } from '../node';
import { NO_SUCH_ENDPOINT } from './http';

let backend: MockBackend | undefined;
afterEach(() => backend?.liveStreams.close());

describe('paths outside the endpoint table', () => {
  it('answers an unknown /api path with a JSON 404 and passes a source module under /src/api/ through', async () => {
    backend = await createTestBackend();
    const unknown = await getResponse(backend.handlers, new Request('http://localhost/api/no-such-call'));
    expect(unknown?.status).toBe(404);
    expect(await unknown?.json()).toEqual({ message: NO_SUCH_ENDPOINT });

    for (const path of ['/src/api/liveStream.ts', '/src/api/upload.ts?t=1', '/node_modules/.vite/deps/api/x.js']) {
      expect(await getResponse(backend.handlers, new Request(`http://localhost${path}`)), path).toBeUndefined();
    }
  });
});
