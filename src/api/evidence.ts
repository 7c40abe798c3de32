/**
 * Evidence: the files a dispute is decided on (docs/server.md#evidence). Its record, the rules a
 * file must meet, and how a file's kind is told from its first bytes. The server decides by these
 * rules; the app checks the same ones first, so a file that cannot pass says why at once.
 */
import * as v from 'valibot';
import { Count, Id, PersonRefSchema } from './entities';
import { DateTimeSchema } from './dateTime';

/** What a file may be, told by its first bytes, never by its name or the type its sender claims. */
export const EVIDENCE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf'] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];

export const MAX_EVIDENCE_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_EVIDENCE_FILES = 10;
export const MAX_DISPUTE_EVIDENCE_BYTES = 50 * 1024 * 1024;
/** The multipart body of an upload may exceed its file by this much (boundaries, part headers). */
export const UPLOAD_OVERHEAD_BYTES = 64 * 1024;
/** How many first bytes decide a file's kind. */
export const SNIFF_BYTES = 12;
/** A stored file name's length at most; longer names are shortened, keeping their extension. */
export const EVIDENCE_NAME_MAX = 200;

export const EvidenceSchema = v.object({
  id: Id,
  name: v.string(),
  size: Count,
  contentType: v.picklist(EVIDENCE_TYPES),
  sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'A SHA-256 in lower-case hex')),
  uploadedAt: DateTimeSchema,
  uploadedBy: PersonRefSchema,
});
export type Evidence = v.InferOutput<typeof EvidenceSchema>;
