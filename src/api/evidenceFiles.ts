/**
 * Evidence files (docs/server.md#evidence): how a file's kind is told from its first bytes, the
 * refusals that name a file and its rule, and a file's stored name. Not in the `src/api` barrel:
 * only the evidence screens and the backend need it, so a first visit never loads it.
 */
import { pathOf } from './calls';
import { EVIDENCE_NAME_MAX, MAX_EVIDENCE_FILES, type Evidence, type EvidenceType } from './evidence';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The kind of file these first bytes begin, or null when it is none of the accepted kinds. */
export function sniffEvidenceType(head: Uint8Array): EvidenceType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

export const isImageEvidence = (evidence: Pick<Evidence, 'contentType'>) => evidence.contentType.startsWith('image/');

/** The refusals, each naming the file and the rule; shown to people as they are. */
export const evidenceRefusals = {
  notAccepted: (name: string) =>
    `${name} was not added: only PNG, JPEG, WebP or GIF images and PDF files are accepted.`,
  tooLarge: (name: string) => `${name} was not added: a file may be at most 10 MB.`,
  tooMany: (name: string) => `${name} was not added: a dispute holds at most ${MAX_EVIDENCE_FILES} files.`,
  tooMuch: (name: string) => `${name} was not added: a dispute's files may total at most 50 MB.`,
  closed: (name: string) => `${name} was not added: the dispute is closed.`,
  empty: (name: string) => `${name} was not added: the file is empty.`,
  noFile: 'Send the file as multipart/form-data in a field named "file".',
  serverFull: (name: string) => `${name} could not be stored: the server is out of space. Please try again later.`,
  browserFull: (name: string) =>
    `${name} could not be stored: this browser's storage is full. Free some space (or reset the demo data) and try again.`,
  notEvidence: 'An attachment must be a file already uploaded to this dispute.',
} as const;

/**
 * Characters a stored name never keeps: C0 controls, DEL and C1 controls, and the bidirectional
 * controls that reorder what follows (an override can show `gnp.exe` as `exe.png`): embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the marks U+061C, U+200E, U+200F.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSHOWN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Half of a surrogate pair with no other half: no character at all. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The first characters of `text` as a person sees them (grapheme clusters), at most `max` code units in all. */
function cutWhole(text: string, max: number): string {
  let kept = '';
  for (const { segment } of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)) {
    if (kept.length + segment.length > max) break;
    kept += segment;
  }
  return kept;
}

/**
 * A file name as stored and shown (docs/server.md#evidence): no path, none of the characters
 * above, at most EVIDENCE_NAME_MAX UTF-16 code units, cut between whole characters (an emoji, an
 * accented letter, a flag) with the extension kept; "file" when nothing is left.
 */
export function cleanEvidenceName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const visible = base.replace(LONE_SURROGATE, '').replace(UNSHOWN, '').trim();
  if (visible === '' || visible === '.' || visible === '..') return 'file';
  if (visible.length <= EVIDENCE_NAME_MAX) return visible;
  const dot = visible.lastIndexOf('.');
  const extension = dot > 0 && visible.length - dot <= 10 ? visible.slice(dot) : '';
  return `${cutWhole(visible.slice(0, visible.length - extension.length), EVIDENCE_NAME_MAX - extension.length)}${extension}`;
}

/** `name` with any half surrogate pair replaced, so it can be percent-encoded (a name stored before the rule above). */
export const wellFormedName = (name: string): string => name.replace(LONE_SURROGATE, '\ufffd');

/** The path of an evidence file's bytes (for a link or an image), relative to the API's base. */
export const evidenceFilePath = (disputeId: string, evidenceId: string) =>
  pathOf('getEvidenceFile', { id: disputeId, evidenceId });
