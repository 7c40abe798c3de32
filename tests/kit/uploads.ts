/**
 * Uploading in a jsdom test. jsdom's File, FormData and XMLHttpRequest do not carry a file to the
 * mock backend intact (on the way, its name becomes "blob" and an abort never arrives), so a test
 * that uploads sends as src/api/upload.ts does where there is no XMLHttpRequest: with fetch, a
 * FormData and a File of Node's own. Call `uploadsThroughFetch()` at the top level of the test
 * file, and make the files to choose with `testFile`.
 */
import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, vi } from 'vitest';

/** Node's FormData (jsdom's replaces the global), taken from a form Node's own Request parses. */
async function nodeFormData(): Promise<typeof FormData> {
  const form = await new Request('http://localhost/', {
    method: 'POST',
    body: 'a=1',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  }).formData();
  return form.constructor as typeof FormData;
}

export function uploadsThroughFetch(): void {
  beforeEach(async () => {
    vi.stubGlobal('XMLHttpRequest', undefined);
    vi.stubGlobal('FormData', await nodeFormData());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

/** The first bytes of a PNG: enough for the app's check and the server's, which read only those. */
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];

/** A Node File as the file dialog would give it: a PNG of `size` bytes by default, or the given text. */
export function testFile(name: string, content: string | number = 2048, type = 'image/png'): File {
  const bytes =
    typeof content === 'string'
      ? new TextEncoder().encode(content)
      : new Uint8Array(Math.max(content, PNG_HEAD.length));
  if (typeof content === 'number') bytes.set(PNG_HEAD);
  // Node's File is the DOM's File in all a test uses; the DOM types only do not say so.
  return new NodeFile([bytes], name, { type }) as unknown as File;
}
