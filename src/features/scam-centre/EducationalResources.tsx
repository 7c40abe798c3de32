import { Box, Heading, Link, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { type EducationalResource } from '../../api';
import { useApiList } from '../../data';
import { EmptyState } from '../../components/EmptyState';
import { SectionError, SectionLoading } from './SectionStates';
import { SectionCard } from '../../components/SectionCard';
import { UnreadableItems } from '../../components/UnreadableItems';

export const RESOURCES_LOADING_TEXT = 'Loading educational resources...';
export const NO_RESOURCES_TEXT = 'No educational resources yet.';
/** Read after the link text ("Read the FTC guide, opens in a new tab"); a comma, not a space, so no name computation can glue the words. */
export const NEW_TAB_HINT = ', opens in a new tab';

/** Only web addresses become links: a `javascript:` or other scheme from a server is shown, not followed. */
export function safeExternalUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function ExternalIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="0.9em"
      height="0.9em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M14 3h7v7" />
      <path d="M10 14 21 3" />
      <path d="M21 14v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h5" />
    </svg>
  );
}

function ResourceItem({ resource }: { resource: EducationalResource }) {
  const href = safeExternalUrl(resource.linkUrl);
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" p="4" display="flex">
      <Stack gap="2" flex="1">
        <Heading as="h3" size="sm" overflowWrap="anywhere">
          {resource.title}
        </Heading>
        <Text textStyle="sm" color="fg.muted" flex="1" overflowWrap="anywhere">
          {resource.description}
        </Text>
        {href ? (
          // A server may use the address itself as the link text: it wraps anywhere, inside the card.
          <Link
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            colorPalette="primary"
            color="colorPalette.fg"
            fontWeight="medium"
            textStyle="sm"
            alignSelf="flex-start"
            overflowWrap="anywhere"
          >
            {resource.linkText}
            <VisuallyHidden>{NEW_TAB_HINT}</VisuallyHidden>
            <ExternalIcon />
          </Link>
        ) : (
          <Text textStyle="sm" overflowWrap="anywhere">{`${resource.linkText}: ${resource.linkUrl}`}</Text>
        )}
      </Stack>
    </Box>
  );
}

export function EducationalResources() {
  const { data, unreadable, error, isLoading, mutate } = useApiList('getEducationalResources');
  let body;
  if (data) {
    body = (
      <>
        {data.length === 0 ? (
          <EmptyState title={NO_RESOURCES_TEXT} />
        ) : (
          <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" m="0" p="0" aria-labelledby="resources-heading">
            {data.map((resource) => (
              <ResourceItem key={resource.id} resource={resource} />
            ))}
          </SimpleGrid>
        )}
        <UnreadableItems items={unreadable} noun="resource" mt="3" />
      </>
    );
  } else if (error !== undefined && !isLoading) {
    body = (
      <SectionError title="Educational resources could not be loaded" error={error} onRetry={() => void mutate()} />
    );
  } else {
    body = <SectionLoading label={RESOURCES_LOADING_TEXT} />;
  }
  return (
    <SectionCard
      headingSize="lg"
      id="resources-heading"
      title="Educational resources"
      intro="Trusted guides on spotting scams and protecting your wallet."
    >
      {body}
    </SectionCard>
  );
}
