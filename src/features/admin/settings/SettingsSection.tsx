import { Card, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card of the settings page; its h2 names the region. */
export function SettingsSection({ id, title, intro, action, children }: {
  id: string;
  title: string;
  /** A line under the title: what the section is for. */
  intro?: string;
  /** A button beside the title (wraps under it on a phone). */
  action?: ReactNode;
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
          {action}
        </HStack>
        {intro ? <Text color="fg.muted" textStyle="sm">{intro}</Text> : null}
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}
