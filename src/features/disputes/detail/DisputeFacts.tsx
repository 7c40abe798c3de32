// The facts themselves are shared with the admin review (src/components/dispute); this feature's
// pages and print view import them from here.
export {
  DescriptionText,
  DisputeFactsList,
  formatTransactionDate,
  TransactionDetailsList,
} from '../../../components/dispute/DisputeFacts';
