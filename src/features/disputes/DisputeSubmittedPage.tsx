import { Box, Button, Card, Code, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { errorText } from '../../api';
import { useApi } from '../../data';
import { ErrorState } from '../../components/ErrorState';
import { PageLoading } from '../../components/PageLoading';

export const LOADING_SUBMITTED = 'Loading your dispute...';

const NEXT_STEPS = [
  'We review the transaction and your description, usually within 3 days.',
  'Support writes to you on the dispute page when we need more information.',
  'You can follow the status and reply to support at any time.',
];

/** The confirmation after filing: the id of the dispute just created (GET /api/disputes/last-created). */
export default function DisputeSubmittedPage() {
  // Always asked again on arrival: an answer cached from an earlier filing would name the wrong dispute.
  const { data, error, mutate } = useApi('getLastCreatedDispute', undefined, { revalidateOnMount: true });
  const title = <title>Dispute Submitted · Dispute Centre</title>;

  if (error) {
    return (
      <Stack gap="4" maxW="2xl" mx="auto">
        {title}
        <Heading as="h1" size="2xl">
          Dispute Submitted
        </Heading>
        <ErrorState
          title="We could not load your new dispute"
          message={errorText(error)}
          onRetry={() => void mutate()}
        />
      </Stack>
    );
  }
  if (!data) {
    return (
      <>
        {title}
        <PageLoading label={LOADING_SUBMITTED} />
      </>
    );
  }

  const href = `/dispute/${encodeURIComponent(data.id)}`;
  return (
    <Card.Root maxW="2xl" mx="auto">
      {title}
      <Card.Body>
        <Stack gap="5">
          <Stack gap="2">
            <Heading as="h1" size="2xl">
              Dispute Submitted
            </Heading>
            <Text>
              Thank you. Your dispute ID is{' '}
              <Code fontSize="md" colorPalette="blue" overflowWrap="anywhere">
                {data.id}
              </Code>
              . Keep it for your records.
            </Text>
          </Stack>
          <Box>
            <Heading as="h2" size="md" mb="2">
              What happens next
            </Heading>
            <List.Root gap="1" ps="5">
              {NEXT_STEPS.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List.Root>
          </Box>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button asChild colorPalette="blue">
              <RouterLink to={href} aria-label={`View Dispute ${data.id}`}>
                View Dispute
              </RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/dashboard">Back to Dashboard</RouterLink>
            </Button>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
