/**
 * Evidence (extension, docs/server.md#evidence) over HTTP: an upload comes back byte for byte with
 * its safety headers; every refusal (a renamed executable 415, 10 MB + 1 byte 413, an eleventh
 * file 422, a closed dispute 409, a body that is not multipart 415, someone else's dispute 404,
 * a message naming a file it may not 422) is a JSON `{ message }` naming the file, and keeps
 * nothing.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../src/api';
import { evidenceFilePath, evidenceRefusals } from '../../src/api/evidenceFiles';
import { uploadEvidence } from '../../src/api/upload';
import { BASE_URL, registerUser, signInAdmin, validDispute } from './accounts';
import { as, type Identity } from './identities';

let owner: Identity;
let other: Identity;
let admin: Identity;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [...'%PDF-1.4\n'].map((character) => character.charCodeAt(0));

function file(name: string, head: number[], size = 256): File {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  for (let at = head.length; at < size; at++) bytes[at] = (at * 7) % 256;
  return new File([bytes], name);
}

/** The upload as a raw multipart POST by `identity`, for the refusals. */
async function post(
  identity: Identity,
  disputeId: string,
  upload: File,
): Promise<{ status: number; message: unknown }> {
  const form = new FormData();
  form.append('file', upload, upload.name);
  const response = await identity.fetch(`${BASE_URL}/api/disputes/${encodeURIComponent(disputeId)}/evidence`, {
    method: 'POST',
    body: form,
  });
  return { status: response.status, message: ((await response.json()) as { message?: unknown }).message };
}

const evidenceOf = (identity: Identity, id: string) => as(identity, () => api.calls.getDisputeEvidence({ id }));
const newDispute = async (identity: Identity) =>
  (await as(identity, () => api.calls.createDispute({ body: validDispute() }))).id;

beforeAll(async () => {
  owner = await registerUser('evidence-owner');
  other = await registerUser('evidence-other');
  admin = await signInAdmin();
});

describe('evidence', () => {
  it('keeps an upload byte for byte, for its owner and admins, with headers that never let it run as a page', async () => {
    const id = await newDispute(owner);
    const statement = file('statement (Oct) é.pdf', PDF, 4_096);
    const uploaded = await as(owner, () => uploadEvidence(id, statement));
    const bytes = new Uint8Array(await statement.arrayBuffer());
    expect(uploaded).toMatchObject({
      name: 'statement (Oct) é.pdf',
      size: 4_096,
      contentType: 'application/pdf',
      sha256: sha256(bytes),
    });
    expect(await evidenceOf(owner, id)).toEqual([uploaded]);
    expect(await evidenceOf(admin, id)).toEqual([uploaded]);

    const response = await admin.fetch(`${BASE_URL}${evidenceFilePath(id, uploaded.id)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="[^"]*"; filename\*=UTF-8''statement%20%28Oct%29%20%C3%A9\.pdf$/,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(uploaded.sha256);
  });

  it('lets an admin upload too, and a message carry the file by id', async () => {
    const id = await newDispute(owner);
    const fromSupport = await as(admin, () => uploadEvidence(id, file('checklist.png', PNG)));
    expect(fromSupport.uploadedBy.id).toBe((await as(admin, api.calls.getCurrentUser)).id);
    const reply = await as(admin, () =>
      api.calls.postAdminMessage({ id, body: { content: 'Please compare with this.', attachments: [fromSupport.id] } }),
    );
    expect(reply.attachments).toEqual([{ id: fromSupport.id, name: 'checklist.png' }]);
    const seen = await as(owner, () => api.calls.getDispute({ id }));
    expect(seen.messages.at(-1)?.attachments).toEqual([{ id: fromSupport.id, name: 'checklist.png' }]);
  });

  it('refuses by the first bytes, the size, the count and the state, naming the file, and keeps nothing', async () => {
    const id = await newDispute(owner);
    expect(await post(owner, id, file('invoice.png', [0x4d, 0x5a, 0x90, 0x00]))).toEqual({
      status: 415,
      message: evidenceRefusals.notAccepted('invoice.png'),
    });
    expect(await post(owner, id, file('huge.png', PNG, api.MAX_EVIDENCE_FILE_BYTES + 1))).toEqual({
      status: 413,
      message: evidenceRefusals.tooLarge('huge.png'),
    });
    expect(await evidenceOf(owner, id)).toEqual([]);

    for (let n = 1; n <= api.MAX_EVIDENCE_FILES; n++)
      expect((await post(owner, id, file(`shot-${n}.png`, PNG, 100 + n))).status).toBe(201);
    expect(await post(owner, id, file('eleventh.png', PNG))).toEqual({
      status: 422,
      message: evidenceRefusals.tooMany('eleventh.png'),
    });
    expect(await evidenceOf(owner, id)).toHaveLength(api.MAX_EVIDENCE_FILES);

    const closing = await newDispute(owner);
    await as(admin, () =>
      api.calls.resolveDispute({
        id: closing,
        body: { resolutionType: 'decline', userResponse: 'We cannot act on this report.' },
      }),
    );
    expect(await post(owner, closing, file('late.png', PNG))).toEqual({
      status: 409,
      message: evidenceRefusals.closed('late.png'),
    });
  });

  it('answers 404 to anyone else, for the upload, the list and the bytes', async () => {
    const id = await newDispute(owner);
    const kept = await as(owner, () => uploadEvidence(id, file('mine.png', PNG)));
    expect((await post(other, id, file('theirs.png', PNG))).status).toBe(404);
    expect((await other.fetch(`${BASE_URL}/api/disputes/${id}/evidence`)).status).toBe(404);
    expect((await other.fetch(`${BASE_URL}${evidenceFilePath(id, kept.id)}`)).status).toBe(404);
    expect((await owner.fetch(`${BASE_URL}${evidenceFilePath(id, 'no-such-file')}`)).status).toBe(404);
    expect(await evidenceOf(owner, id)).toEqual([kept]);
  });

  it('refuses a body that is not multipart (415), and a message naming a file of another dispute (422)', async () => {
    const id = await newDispute(owner);
    const json = await owner.fetch(`${BASE_URL}/api/disputes/${id}/evidence`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    expect(await json.json()).toMatchObject({ message: expect.any(String) });

    const elsewhere = await newDispute(owner);
    const foreign = await as(owner, () => uploadEvidence(elsewhere, file('elsewhere.png', PNG)));
    const refused = await owner.fetch(`${BASE_URL}/api/disputes/${id}/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ content: 'See attached.', attachments: [foreign.id] }),
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ message: evidenceRefusals.notEvidence });
  });
});
