/**
 * bench:store's upload figures on the reference server: the real server (mocks/server.ts) over
 * HTTP, its store and files in a fresh temporary directory. How fast a 10 MB evidence file is
 * taken (upload answered, so written and synced), and how much more memory the server holds at
 * its peak during ten parallel 10 MB uploads than idle: an upload is streamed, never held whole
 * several times (docs/performance.md#uploads).
 *
 * The peak is Linux's high-water mark of the process's resident memory (VmHWM in
 * /proc/PID/status), reset just before the uploads by writing 5 to /proc/PID/clear_refs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../tests/kit/serverProcess';
import { signInDemo } from '../tests/kit/serverClient';
import { stat, type Stat } from './bench-store-measure';

const FILE_BYTES = 10 * 1024 * 1024;
const SEQUENTIAL_RUNS = 5;
const PARALLEL = 10;

export interface ServerUploadFigures {
  /** Milliseconds per 10 MB upload, one at a time. */
  upload: Stat;
  idleKb: number;
  peakKb: number;
}

function pngFile(seed: number): Blob {
  const bytes = new Uint8Array(FILE_BYTES);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  for (let at = 8; at < FILE_BYTES; at += 4096) bytes[at] = (at + seed) % 256;
  return new Blob([bytes]);
}

/** A memory figure of the process, in kB, from /proc/PID/status. */
function memoryKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith(`${field}:`));
  return Number(line?.replace(/\D+/g, '') ?? Number.NaN);
}

export async function benchServerUploads(log: (line: string) => void): Promise<ServerUploadFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-upload-'));
  const server = await startServer(join(dir, 'db.sqlite'));
  try {
    const { cookie } = await signInDemo(server.base);
    const disputeFor = async () => {
      const filed = await fetch(`${server.base}/api/disputes`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify({
          type: 'scam_report',
          transactionId: '0xbench',
          transactionDate: '2026-01-02',
          amount: 10,
          description: 'Upload benchmark dispute.',
          contactEmail: 'demo@example.com',
          termsAccepted: true,
        }),
      });
      return ((await filed.json()) as { id: string }).id;
    };
    const upload = async (disputeId: string, seed: number) => {
      const form = new FormData();
      form.append('file', pngFile(seed), `bench-${seed}.png`);
      const response = await fetch(`${server.base}/api/disputes/${disputeId}/evidence`, {
        method: 'POST',
        headers: { Cookie: cookie },
        body: form,
      });
      if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
    };

    // One at a time: each upload its own dispute's first file, so no limit is met.
    const times: number[] = [];
    for (let run = 0; run < SEQUENTIAL_RUNS + 1; run++) {
      const disputeId = await disputeFor();
      const started = performance.now();
      await upload(disputeId, run);
      if (run > 0) times.push(performance.now() - started); // the first warms the server up
    }
    log(`SQLite: ${SEQUENTIAL_RUNS} uploads of 10 MB, one at a time`);

    const disputes = await Promise.all(Array.from({ length: PARALLEL }, disputeFor));
    global.gc?.();
    await new Promise((done) => setTimeout(done, 500));
    const idleKb = memoryKb(server.pgid, 'VmRSS');
    writeFileSync(`/proc/${server.pgid}/clear_refs`, '5');
    // Built before the uploads start, so the client's own work does not slow the server's.
    await Promise.all(disputes.map((disputeId, index) => upload(disputeId, 100 + index)));
    const peakKb = memoryKb(server.pgid, 'VmHWM');
    log(`SQLite: ${PARALLEL} parallel uploads of 10 MB`);
    return { upload: stat(times), idleKb, peakKb };
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
