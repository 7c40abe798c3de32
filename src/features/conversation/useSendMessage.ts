/**
 * Sending a message on a dispute, for both sides' reply boxes: the user's (`postDisputeMessage`)
 * and support's (`postAdminMessage`, a reply or an internal note). One guard (no send while the
 * trimmed text is blank, a send is on its way or a file is still uploading), one sequence (the
 * files attached go with the message by id, then leave the box), one failure: the text and the
 * files stay, and `failure` says why until the next send.
 */
import { useRef } from 'react';
import { errorText } from '../../api';
import { useApiWrite } from '../../data';
import { attachedEvidence, useEvidenceUploads, type EvidenceUploads } from '../evidence';

export type SendingSide = 'user' | 'support';

export type SendOutcome = 'sent' | 'failed' | 'skipped';

export interface SendMessage {
  /** The files attached to the box, uploaded to the dispute's evidence at once. */
  uploads: EvidenceUploads;
  /** Whether `text` may be sent now. */
  canSend: (text: string) => boolean;
  /** Sends `text` with the attached files: `sent`, `failed` (see `failure`), or `skipped` when it may not be sent now. */
  send: (text: string, options?: { internal?: boolean }) => Promise<SendOutcome>;
  isSending: boolean;
  /** Why the last send failed, until the next one; null when it did not. */
  failure: string | null;
}

export function useSendMessage(disputeId: string, side: SendingSide): SendMessage {
  const asUser = useApiWrite('postDisputeMessage');
  const asSupport = useApiWrite('postAdminMessage');
  const write = side === 'user' ? asUser : asSupport;
  const uploads = useEvidenceUploads(disputeId);
  // A second press before the first send shows as pending must not send the message twice.
  const inFlight = useRef(false);

  const canSend = (text: string) => text.trim() !== '' && !write.isPending && !uploads.busy;

  const send = async (text: string, { internal = false }: { internal?: boolean } = {}) => {
    if (!canSend(text) || inFlight.current) return 'skipped';
    inFlight.current = true;
    const attached = attachedEvidence(uploads.rows);
    const files = attached.length > 0 ? { attachments: attached.map((file) => file.id) } : {};
    try {
      if (side === 'user') await asUser.trigger({ id: disputeId, body: { content: text, ...files } });
      else await asSupport.trigger({ id: disputeId, body: { content: text, internal, ...files } });
    } catch {
      // The write keeps the failure (`failure` below); the text and the files stay.
      return 'failed';
    } finally {
      inFlight.current = false;
    }
    attached.forEach((file) => uploads.remove(file.key));
    return 'sent';
  };

  return {
    uploads,
    canSend,
    send,
    isSending: write.isPending,
    failure: write.error === undefined ? null : errorText(write.error),
  };
}
