/**
 * Where evidence files' bytes are kept (docs/server.md#evidence): by their SHA-256, beside the
 * records that name them. A file is staged first (hashed, and on the reference server written and
 * synced to disk), then committed with the record that names it in one store write; a file no
 * record names is removed (at start, after a reset, after a failed write).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { DbDocument } from './types';

/** A file's bytes, ready to be committed with the record that names it. */
export interface StagedFile {
  sha256: string;
  size: number;
  /** The bytes, for drivers that write them with the record (memory, IndexedDB); absent when already on disk. */
  bytes?: Blob | Uint8Array;
}

/** Bytes as a driver gives them back: a Blob (the browser) or a buffer (memory, the server). */
export type StoredBytes = Blob | Uint8Array;

export interface FileStore {
  /** Hashes the bytes and puts them where they will be kept; nothing names them yet. */
  stage(chunks: readonly Uint8Array[]): Promise<StagedFile>;
  /** The bytes kept under `sha256`, or null. */
  read(sha256: string): Promise<StoredBytes | null>;
  /** Removes every kept file whose hash is not in `named`; resolves with how many went. */
  sweep(named: ReadonlySet<string>): Promise<number>;
  /** Removes one kept file, if it is there (a staged file whose record was never written). */
  remove(sha256: string): Promise<void>;
}

/** What the store offers handlers: staging, reading, and letting go of a file whose write failed. */
export interface StoreFiles {
  stage(chunks: readonly Uint8Array[]): Promise<StagedFile>;
  read(sha256: string): Promise<StoredBytes | null>;
  /** After the write that was to name `file` ended, either way: unnamed and unused, it is removed. */
  release(file: StagedFile): Promise<void>;
  /** Hashes staged and not yet released: kept by any sweep. */
  readonly inFlight: ReadonlySet<string>;
}

/** Counts staged files until released, so no sweep or failed write removes a file another upload still needs. */
export function storeFiles(files: FileStore, isNamed: (sha256: string) => boolean): StoreFiles {
  const counts = new Map<string, number>();
  return {
    async stage(chunks) {
      const staged = await files.stage(chunks);
      counts.set(staged.sha256, (counts.get(staged.sha256) ?? 0) + 1);
      return staged;
    },
    read: (hash) => files.read(hash),
    async release(file) {
      const left = (counts.get(file.sha256) ?? 1) - 1;
      if (left > 0) return void counts.set(file.sha256, left);
      counts.delete(file.sha256);
      if (!isNamed(file.sha256)) await files.remove(file.sha256).catch(() => undefined);
    },
    get inFlight() {
      return new Set(counts.keys());
    },
  };
}

/** The SHA-256 (lower-case hex) of bytes that arrived in pieces. */
export function hashChunks(chunks: readonly Uint8Array[]): string {
  const hash = sha256.create();
  for (const chunk of chunks) hash.update(chunk);
  return bytesToHex(hash.digest());
}

export const totalSize = (chunks: readonly Uint8Array[]) => chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);

/** The pieces as one buffer (a single piece is used as it is). */
export function joinChunks(chunks: readonly Uint8Array[]): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const joined = new Uint8Array(totalSize(chunks));
  let at = 0;
  for (const chunk of chunks) {
    joined.set(chunk, at);
    at += chunk.byteLength;
  }
  return joined;
}

/** Every file hash the records name: what a sweep keeps. */
export function namedFiles(document: Pick<DbDocument, 'disputes'>): Set<string> {
  const named = new Set<string>();
  for (const dispute of document.disputes) for (const evidence of dispute.evidence ?? []) named.add(evidence.sha256);
  return named;
}

/** Files held in memory by hash: the memory driver's store, shared by every driver over one MemoryDatabase. */
export function memoryFiles(files: Map<string, Uint8Array>): FileStore {
  return {
    async stage(chunks) {
      const bytes = joinChunks(chunks).slice();
      return { sha256: hashChunks([bytes]), size: bytes.byteLength, bytes };
    },
    async read(hash) {
      return files.get(hash) ?? null;
    },
    async remove(hash) {
      files.delete(hash);
    },
    async sweep(named) {
      let removed = 0;
      for (const hash of [...files.keys()]) {
        if (!named.has(hash)) {
          files.delete(hash);
          removed += 1;
        }
      }
      return removed;
    },
  };
}

/** A staged file's bytes as the memory driver keeps them. */
export async function stagedBytes(file: StagedFile): Promise<Uint8Array | null> {
  if (!file.bytes) return null;
  // By shape, not `instanceof`: bytes made in another realm (jsdom's TextEncoder) are views all the same.
  return ArrayBuffer.isView(file.bytes)
    ? new Uint8Array(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength)
    : new Uint8Array(await file.bytes.arrayBuffer());
}
