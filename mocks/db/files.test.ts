/**
 * Evidence files over each driver (docs/server.md#evidence): a file lands with the record naming
 * it or not at all, comes back byte for byte after a reopen, goes with a reset (the seed's files
 * come back), and files no record names are removed at start on the reference server.
 */
import 'fake-indexeddb/auto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { filesFolder } from './diskFiles';
import { memoryDriver, MemoryDatabase } from './drivers';
import { hashChunks, type StoredBytes } from './files';
import { indexedDbDriver } from './indexedDbDriver';
import { seedEvidence, seedEvidenceFiles } from './seedEvidence';
import { sqliteDriver } from './sqliteDriver';
import { openDb, StoreWriteError, type Db } from './store';
import { refusing, useSeed } from './testSeed';
import type { RecordDriver, StoredEvidence } from './types';

const fixture = useSeed();
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const bytesOf = async (stored: StoredBytes | null | undefined) =>
  stored ? (stored instanceof Uint8Array ? new Uint8Array(stored) : new Uint8Array(await stored.arrayBuffer())) : null;

let names = 0;
const rigs: [string, () => () => RecordDriver][] = [
  [
    'memory',
    () => {
      const database = new MemoryDatabase();
      return () => memoryDriver({ database });
    },
  ],
  [
    'sqlite',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'files-test-'));
      dirs.push(dir);
      let last: RecordDriver | undefined;
      return () => {
        last?.close?.();
        last = sqliteDriver(join(dir, 'db.sqlite'));
        return last;
      };
    },
  ],
  [
    'indexedDB',
    () => {
      const name = `files-test-${++names}`;
      return () => indexedDbDriver(name);
    },
  ],
];

const open = (driver: RecordDriver) => openDb({ driver, buildSeed: fixture.seedCopy, seedFiles: seedEvidenceFiles });

/** Stages `bytes` and writes a record naming them onto the first dispute, as an upload does. */
async function keep(db: Db, bytes: Uint8Array, name = 'proof.png'): Promise<StoredEvidence> {
  if (!db.files) throw new Error('the driver keeps files');
  const files = db.files;
  const staged = await files.stage([bytes.subarray(0, 3), bytes.subarray(3)]);
  try {
    return await db.write((tx) => {
      const dispute = tx.data.disputes[0];
      if (!dispute) throw new Error('the seed has disputes');
      const evidence: StoredEvidence = {
        id: `${dispute.id}-E${(dispute.evidence?.length ?? 0) + 1}`,
        name,
        size: staged.size,
        contentType: 'image/png',
        sha256: staged.sha256,
        uploadedAt: '2026-11-21T12:00:00.000Z',
        uploadedBy: { id: 'usr-1', name: 'Demo' },
      };
      tx.put('disputes', { ...dispute, evidence: [...(dispute.evidence ?? []), evidence] });
      tx.attach(staged);
      return evidence;
    });
  } finally {
    await files.release(staged);
  }
}

const someBytes = (seed: number) => Uint8Array.from({ length: 2_000 }, (_, at) => (at * 13 + seed) % 256);

describe.each(rigs)('evidence files over %s', (_name, makeRig) => {
  it('keeps a file with its record and reads it back after a reopen; the seed’s files are there too', async () => {
    const driver = makeRig();
    const db = await open(driver());
    const bytes = someBytes(1);
    const evidence = await keep(db, bytes);
    expect(evidence.sha256).toBe(hashChunks([bytes]));
    db.close();

    const reopened = await open(driver());
    expect(reopened.data.disputes[0]?.evidence?.at(-1)).toEqual(evidence);
    expect(await bytesOf(await reopened.files?.read(evidence.sha256))).toEqual(bytes);
    const { screenshot } = seedEvidence();
    expect(await bytesOf(await reopened.files?.read(screenshot.sha256))).toEqual(screenshot.bytes);
    reopened.close();
  });

  it('keeps neither record nor file when the write fails', async () => {
    const driver = refusing(makeRig()());
    const db = await open(driver);
    const before = structuredClone(db.data.disputes[0]);
    driver.failing = true;
    const bytes = someBytes(2);
    await expect(keep(db, bytes)).rejects.toBeInstanceOf(StoreWriteError);
    expect(db.data.disputes[0]).toEqual(before);
    expect(await db.files?.read(hashChunks([bytes]))).toBeNull();
    db.close();
  });

  it('removes uploaded files with a reset and brings the seed’s back', async () => {
    const db = await open(makeRig()());
    const bytes = someBytes(3);
    const evidence = await keep(db, bytes);
    await db.reset();
    expect(await db.files?.read(evidence.sha256)).toBeNull();
    const { statement } = seedEvidence();
    expect(await bytesOf(await db.files?.read(statement.sha256))).toEqual(statement.bytes);
    db.close();
  });
});

describe('the reference server’s files', () => {
  it('removes, at start, files no record names and temporaries a killed upload left, and keeps someone else’s', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'files-sweep-'));
    dirs.push(dir);
    const path = join(dir, 'db.sqlite');
    const db = await open(sqliteDriver(path));
    const evidence = await keep(db, someBytes(4));
    db.close();
    const orphan = hashChunks([someBytes(5)]);
    writeFileSync(join(filesFolder(path), orphan), someBytes(5));
    writeFileSync(join(filesFolder(path), 'upload-0123abcd'), 'half an upload');
    writeFileSync(join(filesFolder(path), 'README.txt'), 'not ours');

    const reopened = await open(sqliteDriver(path));
    const left = readdirSync(filesFolder(path));
    expect(left).toContain(evidence.sha256);
    expect(left).toContain('README.txt');
    expect(left).not.toContain(orphan);
    expect(left).not.toContain('upload-0123abcd');
    reopened.close();
  });
});
