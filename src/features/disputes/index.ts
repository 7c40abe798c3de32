/** What other features may use of the disputes feature: the conversation view, shared with the admin review. */
export {
  authorLabel,
  INTERNAL_NOTE_LABEL,
  MessageThread,
  PrintMessages,
  SUPPORT_LABEL,
  USER_FALLBACK_LABEL,
  type ThreadViewer,
} from './detail/MessageThread';
