import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';

/** "Need Help?": Contact Support takes the user straight to the reply box. */
export function NeedHelpCard({ onContactSupport }: { onContactSupport: () => void }) {
  return (
    <Card.Root as="section" aria-labelledby="need-help-heading" variant="outline" bg="bg.panel">
      <Card.Header>
        <Heading as="h2" size="md" id="need-help-heading">
          Need Help?
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Text color="fg.muted" textStyle="sm">
            Questions about this dispute, or new evidence to share? Write to our support team; they answer in the
            messages on this page.
          </Text>
          <Button variant="outline" onClick={onContactSupport}>
            Contact Support
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
