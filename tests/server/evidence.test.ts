/**
 * Evidence on the reference server over real HTTP: a 2 MB file comes back with the same SHA-256;
 * the upload cap is the file's, every other call keeps 1 MB; a connection cut mid-upload leaves
 * neither record nor file; and SIGKILL during parallel uploads keeps every answered file whole,
 * with no unnamed file left after the restart.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { filesFolder } from '../../mocks/db/diskFiles';
import { seedEvidence } from '../../mocks/db/seedEvidence';
import { startServer, type RunningServer } from '../kit/serverProcess';
import { signInDemo } from '../kit/serverClient';

const dir = mkdtempSync(join(tmpdir(), 'server-evidence-'));
const running: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((server) => server.kill()));
  rmSync(dir, { recursive: true, force: true });
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A file that starts as a PNG does, `size` bytes, different for each `seed`. */
function pngBytes(size: number, seed: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  for (let at = 8; at < size; at++) bytes[at] = (at * 31 + seed) % 256;
  return bytes;
}

async function start(
  name: string,
): Promise<{ server: RunningServer; dbFile: string; cookie: string; disputeId: string }> {
  const dbFile = join(dir, name, 'db.sqlite');
  const server = await startServer(dbFile);
  running.push(server);
  const { cookie } = await signInDemo(server.base);
  const filed = await fetch(`${server.base}/api/disputes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({
      type: 'scam_report',
      transactionId: '0xabc',
      transactionDate: '2026-01-02',
      amount: 10,
      description: 'A description long enough to pass.',
      contactEmail: 'demo@example.com',
      termsAccepted: true,
    }),
  });
  expect(filed.status).toBe(201);
  return { server, dbFile, cookie, disputeId: ((await filed.json()) as { id: string }).id };
}

function upload(base: string, cookie: string, disputeId: string, bytes: Uint8Array<ArrayBuffer>, name: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  return fetch(`${base}/api/disputes/${disputeId}/evidence`, {
    method: 'POST',
    headers: { Cookie: cookie },
    body: form,
  });
}

const listOf = async (base: string, cookie: string, disputeId: string) =>
  (await (await fetch(`${base}/api/disputes/${disputeId}/evidence`, { headers: { Cookie: cookie } })).json()) as {
    id: string;
    sha256: string;
    name: string;
  }[];

/** The files kept beside the store: hashes only, never a leftover temporary. */
const keptFiles = (dbFile: string) => readdirSync(filesFolder(dbFile)).sort();

describe('evidence on the reference server', () => {
  it('keeps a 2 MB file whole, and caps the upload at the file’s size while every other call keeps 1 MB', async () => {
    const { server, dbFile, cookie, disputeId } = await start('whole');
    const bytes = pngBytes(2 * 1024 * 1024, 1);
    const answer = await upload(server.base, cookie, disputeId, bytes, 'statement.png');
    expect(answer.status).toBe(201);
    const evidence = (await answer.json()) as { id: string; sha256: string };
    expect(evidence.sha256).toBe(sha256(bytes));
    const file = await fetch(`${server.base}/api/disputes/${disputeId}/evidence/${evidence.id}`, {
      headers: { Cookie: cookie },
    });
    expect(sha256(new Uint8Array(await file.arrayBuffer()))).toBe(evidence.sha256);
    expect(keptFiles(dbFile)).toContain(evidence.sha256);

    const tooBig = await fetch(`${server.base}/api/disputes/${disputeId}/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ content: 'x'.repeat(1_100_000) }),
    });
    expect(tooBig.status).toBe(413);
    const overCap = await upload(server.base, cookie, disputeId, pngBytes(10 * 1024 * 1024 + 70 * 1024, 2), 'big.png');
    expect(overCap.status).toBe(413);
    expect(await listOf(server.base, cookie, disputeId)).toHaveLength(1);
  });

  it('leaves neither record nor file when the connection is cut mid-upload', async () => {
    const { server, dbFile, cookie, disputeId } = await start('cut');
    const before = keptFiles(dbFile);
    const boundary = 'cut-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.png"\r\nContent-Type: image/png\r\n\r\n`;
    const declared = head.length + 4 * 1024 * 1024 + `\r\n--${boundary}--\r\n`.length;
    await new Promise<void>((done, fail) => {
      const socket = connect(server.port, '127.0.0.1', () => {
        socket.write(
          `POST /api/disputes/${disputeId}/evidence HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${declared}\r\n\r\n${head}`,
        );
        socket.write(pngBytes(1024 * 1024, 3), () => {
          socket.destroy();
          done();
        });
      });
      socket.on('error', fail);
    });
    expect(await listOf(server.base, cookie, disputeId)).toEqual([]);
    expect(keptFiles(dbFile)).toEqual(before);
  });

  it('keeps every answered file whole through SIGKILL during parallel uploads, and removes what no record names', async () => {
    const { server, dbFile, cookie, disputeId } = await start('killed');
    const files = Array.from({ length: 8 }, (_, n) => pngBytes(1024 * 1024 + n, 10 + n));
    const answered: { sha256: string }[] = [];
    let twoAnswered: () => void = () => undefined;
    const killTime = new Promise<void>((resolve) => {
      twoAnswered = resolve;
    });
    const uploads = files.map((bytes, n) =>
      upload(server.base, cookie, disputeId, bytes, `shot-${n}.png`)
        .then(async (response) => {
          if (response.status === 201) answered.push((await response.json()) as { sha256: string });
          if (answered.length >= 2) twoAnswered();
        })
        .catch(() => undefined),
    );
    // Killed once two are answered (the others in flight, or done): the test's own limit is the only wait.
    await Promise.race([killTime, Promise.all(uploads)]);
    await server.kill();
    await Promise.all(uploads);

    const again = await startServer(dbFile);
    running.push(again);
    const { cookie: fresh } = await signInDemo(again.base);
    const kept = await listOf(again.base, fresh, disputeId);
    for (const file of answered) expect(kept.map((evidence) => evidence.sha256)).toContain(file.sha256);
    for (const evidence of kept) {
      const bytes = new Uint8Array(
        await (
          await fetch(`${again.base}/api/disputes/${disputeId}/evidence/${evidence.id}`, { headers: { Cookie: fresh } })
        ).arrayBuffer(),
      );
      expect(sha256(bytes), evidence.name).toBe(evidence.sha256);
    }
    // Only files some record names are left: the seed's and the kept uploads', no temporary and no orphan.
    const seed = Object.values(seedEvidence()).map((file) => file.sha256);
    expect(keptFiles(dbFile)).toEqual([...new Set([...seed, ...kept.map((evidence) => evidence.sha256)])].sort());
  });
});
