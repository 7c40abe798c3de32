import { Card, Heading, HStack, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { errorText } from '../../api';
import { ErrorState } from '../../components/ErrorState';

/** A card-sized loading line: a live region with visible text. */
export function SectionLoading({ label }: { label: string }) {
  return (
    <HStack role="status" aria-live="polite" gap="3" py="4">
      <Spinner size="sm" color="primary.solid" aria-hidden="true" />
      <Text color="fg.muted">{label}</Text>
    </HStack>
  );
}

export function SectionError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return <ErrorState title={title} message={errorText(error)} onRetry={onRetry} />;
}

/** A titled card of the scam centre, named by its heading. */
export function SectionCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" bg="bg.panel" minW="0">
      <Card.Header gap="1">
        <Heading as="h2" size="lg" id={id}>
          {title}
        </Heading>
        {description ? (
          <Text color="fg.muted" textStyle="sm">
            {description}
          </Text>
        ) : null}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
