import { Card, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FactRow } from '../../../components/dispute/DisputeFacts';

/** A titled card section of the admin pages (the review page, settings); its h2 names the region. */
export function SectionCard({
  id,
  title,
  intro,
  aside,
  children,
}: {
  id: string;
  title: string;
  /** A line under the title: what the section is for. */
  intro?: string;
  /** Beside the title (a count, a badge, a button); wraps under it on a phone. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm" variant="outline" minW="0">
      <Card.Header gap="1">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          {aside}
        </HStack>
        {intro ? (
          <Text color="fg.muted" textStyle="sm">
            {intro}
          </Text>
        ) : null}
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}

/** One label/value row of an admin card's DataList: the dispute facts' row at the cards' density. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <FactRow size="sm" label={label}>
      {children}
    </FactRow>
  );
}

export { MONO_TEXT as mono } from '../../../components/dispute/DisputeFacts';
