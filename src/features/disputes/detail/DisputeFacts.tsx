import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

// The facts themselves are shared with the admin review (src/components/dispute); this feature's
// pages and print view import them from here, beside the card they sit in.
export {
  DescriptionText,
  DisputeFactsList,
  formatTransactionDate,
  TransactionDetailsList,
} from '../../../components/dispute/DisputeFacts';

/** A titled card section; `id` names the card for assistive technology through its heading. */
export function SectionCard({
  id,
  title,
  children,
  actions,
}: {
  id: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" bg="bg.panel">
      <Card.Header flexDirection="row" alignItems="center" justifyContent="space-between" gap="3" flexWrap="wrap">
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        {actions}
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}
