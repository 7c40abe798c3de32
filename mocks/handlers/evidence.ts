/**
 * Evidence (an extension of the contract, docs/server.md#evidence): a dispute's files, uploaded
 * by its owner or an admin, listed and fetched by them; anyone else is answered as if the dispute
 * did not exist. A file's kind is decided by its first bytes; its bytes are staged (on the
 * reference server, on disk and synced) before the record naming them commits, and let go of when
 * that write fails, so a refused or failed upload leaves neither record nor file.
 */
import {
  isActiveStatus,
  MAX_DISPUTE_EVIDENCE_BYTES,
  MAX_EVIDENCE_FILES,
  SNIFF_BYTES,
  type EvidenceType,
} from '../../src/api';
import { cleanEvidenceName, evidenceRefusals, sniffEvidenceType, wellFormedName } from '../../src/api/evidenceFiles';
import { joinChunks } from '../db/files';
import { StoreWriteError } from '../db/store';
import type { StoredDispute, StoredEvidence, StoredUser } from '../db/types';
import { type BackendContext, errorResponse, json, notFound, requireUser } from './http';
import { hasAdminPowers } from '../twoStep/rules';
import type { Handlers } from './record';
import { readUploadedFile } from './uploadBody';
import { personRef } from './views';

/** The dispute if `user` may see it (its owner, or an admin); else the same 404 as a missing one. */
export function visibleDispute(ctx: BackendContext, user: StoredUser, id: string): StoredDispute {
  const dispute = ctx.db.data.disputes.find((candidate) => candidate.id === id);
  if (!dispute || (!hasAdminPowers(user) && dispute.userId !== user.id)) throw notFound();
  return dispute;
}

/** A message's attachments by evidence id: each must be a file of this dispute (422 otherwise). */
export function attachmentsOf(
  dispute: StoredDispute,
  ids: readonly string[] | undefined,
): { id: string; name: string }[] {
  return [...new Set(ids ?? [])].map((id) => {
    const evidence = dispute.evidence?.find((candidate) => candidate.id === id);
    if (!evidence)
      throw errorResponse(422, evidenceRefusals.notEvidence, { attachments: [evidenceRefusals.notEvidence] });
    return { id: evidence.id, name: evidence.name };
  });
}

/** The refusal of a file by the dispute's state now: closed (409), full by count or by size (422). */
function refusalFor(dispute: StoredDispute, name: string, size: number): Response | null {
  if (!isActiveStatus(dispute.status)) return errorResponse(409, evidenceRefusals.closed(name));
  const kept = dispute.evidence ?? [];
  if (kept.length >= MAX_EVIDENCE_FILES) return errorResponse(422, evidenceRefusals.tooMany(name));
  if (kept.reduce((sum, evidence) => sum + evidence.size, 0) + size > MAX_DISPUTE_EVIDENCE_BYTES)
    return errorResponse(422, evidenceRefusals.tooMuch(name));
  return null;
}

/**
 * `attachment; filename="…"` with a plain fallback and the exact name in RFC 5987 form; any stored
 * name, even one kept before today's name rule, makes a header (a half surrogate pair shows as �).
 */
export function contentDisposition(stored: string): string {
  const name = wellFormedName(stored);
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

/** A file's bytes are never run as a page: no scripts, no plugins, no same-origin access, even if opened. */
export const EVIDENCE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

export function evidenceHandlers(
  ctx: BackendContext,
): Handlers<'uploadEvidence' | 'getDisputeEvidence' | 'getEvidenceFile'> {
  return {
    uploadEvidence: async ({ cookies, params, request }) => {
      visibleDispute(ctx, requireUser(ctx, cookies), params.id);
      const files = ctx.db.files;
      if (!files) return errorResponse(507, 'This server keeps no files.');
      const upload = await readUploadedFile(request);
      const name = cleanEvidenceName(upload.name);
      const early = refusalFor(visibleDispute(ctx, requireUser(ctx, cookies), params.id), name, upload.size);
      if (early) return early;
      const contentType: EvidenceType | null =
        upload.size === 0 ? null : sniffEvidenceType(joinChunks(upload.chunks).subarray(0, SNIFF_BYTES));
      if (contentType === null)
        return errorResponse(
          415,
          upload.size === 0 ? evidenceRefusals.empty(name) : evidenceRefusals.notAccepted(name),
        );

      let staged;
      try {
        staged = await files.stage(upload.chunks);
      } catch (error) {
        if (error instanceof StoreWriteError)
          return errorResponse(507, `${name} could not be stored. ${error.message}`);
        throw error;
      }
      try {
        const record = await ctx.db.write((tx) => {
          // As things are now: the account, the dispute's state and its other uploads may have changed meanwhile.
          const uploader = requireUser(ctx, cookies);
          const current = visibleDispute(ctx, uploader, params.id);
          const refused = refusalFor(current, name, upload.size);
          if (refused) throw refused;
          const kept = current.evidence ?? [];
          const evidence: StoredEvidence = {
            id: `${current.id}-E${kept.length + 1}`,
            name,
            size: staged.size,
            contentType,
            sha256: staged.sha256,
            uploadedAt: new Date(ctx.now()).toISOString(),
            uploadedBy: personRef(uploader),
          };
          tx.put('disputes', { ...current, evidence: [...kept, evidence] });
          tx.attach(staged);
          return evidence;
        });
        return json(record, { status: 201 });
      } catch (error) {
        if (error instanceof StoreWriteError)
          return errorResponse(507, `${name} could not be stored. ${error.message}`);
        throw error;
      } finally {
        await files.release(staged);
      }
    },

    getDisputeEvidence: ({ cookies, params }) => {
      const dispute = visibleDispute(ctx, requireUser(ctx, cookies), params.id);
      return json(
        (dispute.evidence ?? []).map((evidence) => ({ ...evidence, uploadedBy: { ...evidence.uploadedBy } })),
      );
    },

    getEvidenceFile: async ({ cookies, params }) => {
      const dispute = visibleDispute(ctx, requireUser(ctx, cookies), params.id);
      const evidence = dispute.evidence?.find((candidate) => candidate.id === params.evidenceId);
      if (!evidence) return notFound('File');
      const bytes = await ctx.db.files?.read(evidence.sha256);
      if (!bytes) return notFound('File');
      return new Response(
        ArrayBuffer.isView(bytes) ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength).slice() : bytes,
        {
          headers: {
            'Content-Type': evidence.contentType,
            'Content-Length': String(evidence.size),
            'Content-Disposition': contentDisposition(evidence.name),
            'X-Content-Type-Options': 'nosniff',
            'Content-Security-Policy': EVIDENCE_CSP,
            'Cache-Control': 'private, no-store',
          },
        },
      );
    },
  };
}
