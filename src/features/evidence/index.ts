/** What other features may use of evidence: the card, a message's files, the reply boxes' attachments, and the uploads behind them. */
export { EvidenceCard, type EvidenceCardProps } from './EvidenceCard';
export { MessageAttachments } from './MessageAttachments';
export { AttachFiles, attachedEvidence } from './AttachFiles';
export { openEvidenceFile } from './openEvidence';
export { UploadRows } from './UploadRows';
export { FilePicker } from './FilePicker';
export {
  localRefusal,
  useEvidenceUploads,
  type EvidenceUploads,
  type UploadRow,
  type UploadStatus,
} from './useEvidenceUploads';
export * as evidenceTexts from './texts';
/** Files for tests and stories (tree-shaken out of the app). */
export * as sampleFiles from './sampleFiles';
