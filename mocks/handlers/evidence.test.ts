/**
 * Evidence over the shared mock backend: the upload's rules by the file's first bytes, the
 * dispute's limits, who may see what, messages that carry files, and the bytes coming back whole.
 */
import { describe, expect, it } from 'vitest';
import { calls, MAX_EVIDENCE_FILE_BYTES, type Evidence } from '../../src/api';
import { evidenceRefusals } from '../../src/api/evidenceFiles';
import { uploadEvidence } from '../../src/api/upload';
import { hashChunks } from '../db/files';
import { seedEvidence } from '../db/seedEvidence';
import { DEMO_USER } from '../db/seed';
import {
  ORIGIN,
  registerFreshUser,
  signInAsAdmin,
  signInAsDemoUser,
  startTestBackend,
  validDispute,
} from '../../tests/kit/handlerTestkit';

const backend = startTestBackend();

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A file whose first bytes are a PNG's, padded to `size`. */
const png = (name: string, size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  for (let at = PNG_HEAD.length; at < size; at++) bytes[at] = at % 251;
  return new File([bytes], name, { type: 'image/png' });
};

/** The upload as a raw multipart POST, for answers the typed upload turns into errors. */
async function post(
  disputeId: string,
  file: File,
): Promise<{ status: number; body: { message?: string } & Partial<Evidence> }> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(`${ORIGIN}/api/disputes/${encodeURIComponent(disputeId)}/evidence`, {
    method: 'POST',
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { message?: string } & Partial<Evidence> };
}

const myOpenDispute = async () => (await calls.createDispute({ body: validDispute() })).id;

describe('evidence', () => {
  it('keeps an uploaded file: listed for its owner and admins, its bytes and hash the same', async () => {
    await signInAsDemoUser();
    const id = await myOpenDispute();
    const file = png('wallet screen.png', 5_000);
    const uploaded = await uploadEvidence(id, file);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(uploaded).toMatchObject({
      name: 'wallet screen.png',
      size: 5_000,
      contentType: 'image/png',
      sha256: hashChunks([bytes]),
    });
    expect(await calls.getDisputeEvidence({ id })).toEqual([uploaded]);

    await signInAsAdmin();
    expect(await calls.getDisputeEvidence({ id })).toEqual([uploaded]);
    const response = await fetch(`${ORIGIN}/api/disputes/${id}/evidence/${uploaded.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="wallet screen.png"; filename*=UTF-8''wallet%20screen.png`,
    );
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Security-Policy')).toContain('sandbox');
    expect(hashChunks([new Uint8Array(await response.arrayBuffer())])).toBe(uploaded.sha256);
  });

  it('decides by the first bytes: a renamed executable is refused with its name, and nothing is kept', async () => {
    await signInAsDemoUser();
    const id = await myOpenDispute();
    const executable = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03])], 'invoice.png', { type: 'image/png' });
    const answer = await post(id, executable);
    expect(answer).toEqual({ status: 415, body: { message: evidenceRefusals.notAccepted('invoice.png') } });
    expect(await calls.getDisputeEvidence({ id })).toEqual([]);
    expect(
      backend.db.files
        ? await backend.db.files.read(hashChunks([new Uint8Array(await executable.arrayBuffer())]))
        : 'no store',
    ).toBeNull();
  });

  it('refuses a file one byte over 10 MB with 413, naming it', async () => {
    await signInAsDemoUser();
    const id = await myOpenDispute();
    const answer = await post(id, png('huge.png', MAX_EVIDENCE_FILE_BYTES + 1));
    expect(answer).toEqual({ status: 413, body: { message: evidenceRefusals.tooLarge('huge.png') } });
    expect(await calls.getDisputeEvidence({ id })).toEqual([]);
  });

  it('refuses an eleventh file with 422, and a closed dispute with 409', async () => {
    await signInAsDemoUser();
    const id = await myOpenDispute();
    for (let n = 1; n <= 10; n++) await uploadEvidence(id, png(`shot-${n}.png`, 100 + n));
    expect(await post(id, png('eleventh.png'))).toEqual({
      status: 422,
      body: { message: evidenceRefusals.tooMany('eleventh.png') },
    });
    expect(await calls.getDisputeEvidence({ id })).toHaveLength(10);

    const closed = backend.db.data.disputes.find(
      (dispute) =>
        dispute.status === 'Resolved' &&
        dispute.userId === backend.db.data.users.find((user) => user.email === DEMO_USER.email)?.id,
    );
    expect(closed).toBeDefined();
    if (closed)
      expect(await post(closed.id, png('late.png'))).toEqual({
        status: 409,
        body: { message: evidenceRefusals.closed('late.png') },
      });
  });

  it('answers 404 to anyone but the owner and admins, for the list, the file and an upload', async () => {
    await signInAsDemoUser();
    const id = await myOpenDispute();
    const uploaded = await uploadEvidence(id, png('mine.png'));
    await registerFreshUser();
    expect((await post(id, png('theirs.png'))).status).toBe(404);
    expect((await fetch(`${ORIGIN}/api/disputes/${id}/evidence`)).status).toBe(404);
    expect((await fetch(`${ORIGIN}/api/disputes/${id}/evidence/${uploaded.id}`)).status).toBe(404);
  });

  it('lets a message carry files of its dispute, and refuses one that is not', async () => {
    await signInAsDemoUser();
    const id = await myOpenDispute();
    const uploaded = await uploadEvidence(id, png('receipt.png'));
    const message = await calls.postDisputeMessage({
      id,
      body: { content: 'Here is the receipt.', attachments: [uploaded.id] },
    });
    expect(message.attachments).toEqual([{ id: uploaded.id, name: 'receipt.png' }]);
    await expect(
      calls.postDisputeMessage({ id, body: { content: 'And this.', attachments: ['DSP-1-E1'] } }),
    ).rejects.toMatchObject({ status: 422 });

    await signInAsAdmin();
    const reply = await calls.postAdminMessage({
      id,
      body: { content: 'Thanks, see ours.', attachments: [uploaded.id] },
    });
    expect(reply.attachments).toEqual([{ id: uploaded.id, name: 'receipt.png' }]);
  });

  it('seeds real files: the demo evidence opens and matches its hash', async () => {
    await signInAsAdmin();
    const withFiles = backend.db.data.disputes.find((dispute) => (dispute.evidence ?? []).length > 0);
    const evidence = withFiles?.evidence?.[0];
    expect(evidence).toBeDefined();
    if (!withFiles || !evidence) return;
    const response = await fetch(`${ORIGIN}/api/disputes/${withFiles.id}/evidence/${evidence.id}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(hashChunks([bytes])).toBe(evidence.sha256);
    expect([seedEvidence().screenshot.sha256, seedEvidence().statement.sha256]).toContain(evidence.sha256);
  });
});
