import { Button, Card, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export const NOT_FOUND_TITLE = 'Dispute not found';
export const NOT_FOUND_TEXT =
  'We could not find this dispute in your account. The link may be mistyped, or the dispute belongs to another account.';

/** A missing or foreign dispute (the server answers 404 for both, so neither is revealed). */
export function DisputeNotFound({ id }: { id: string }) {
  return (
    <Card.Root as="section" aria-labelledby="dispute-not-found" variant="outline" bg="bg.panel" maxW="2xl" mx="auto">
      <title>{`${NOT_FOUND_TITLE} · Dispute Centre`}</title>
      <Card.Body gap="3" alignItems="flex-start">
        <Heading as="h1" size="xl" id="dispute-not-found">
          {NOT_FOUND_TITLE}
        </Heading>
        <Text>{NOT_FOUND_TEXT}</Text>
        {id ? <Text color="fg.muted" textStyle="sm" overflowWrap="anywhere">{`Requested ID: ${id}`}</Text> : null}
        <Button asChild colorPalette="primary" mt="2">
          <RouterLink to="/dashboard">Back to dashboard</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
