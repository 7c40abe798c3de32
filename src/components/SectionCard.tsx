import { Card, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A titled card section of any page: an h2 (whose id is `id`) names the region, an optional line
 * under it says what the section is for, and `aside` sits beside the title (a count, a badge, a
 * button), wrapping under it on a phone.
 */
export function SectionCard({
  id,
  title,
  intro,
  aside,
  size = 'md',
  headingSize = 'md',
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  intro?: string;
  aside?: ReactNode;
  /** `sm`: the denser cards of the admin pages. */
  size?: 'sm' | 'md';
  headingSize?: 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-labelledby={id} size={size} variant="outline" minW="0">
      <Card.Header gap="1">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h2" size={headingSize} id={id}>
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
