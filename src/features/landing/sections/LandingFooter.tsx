/** The landing page's own footer: contact details and its seven links (docs/texts.md#landing-page). */
import { Box, Container, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { FOOTER_LINKS, SECTION_IDS } from '../content';

export function LandingFooter() {
  return (
    <Box
      as="footer"
      id={SECTION_IDS.contact}
      scrollMarginTop="20"
      bg="bg.subtle"
      borderTopWidth="1px"
      py={{ base: '10', md: '12' }}
      pb={{ base: '24', md: '12' }}
    >
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
          <Stack gap="2">
            <Text fontWeight="bold" fontSize="lg">
              Dispute Centre
            </Text>
            <Heading as="h2" size="sm">
              Contact
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              Email support@dispute-centre.example, or open the support chat at the bottom of the page. We answer every
              message within one business day.
            </Text>
          </Stack>
          <Flex as="nav" aria-label="Footer" wrap="wrap" columnGap="6" rowGap="2" alignContent="flex-start">
            {FOOTER_LINKS.map((link) => (
              <Link key={link.to} asChild color="fg.muted" textStyle="sm" _hover={{ color: 'fg' }}>
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Link>
            ))}
          </Flex>
        </SimpleGrid>
        <Text mt="8" textStyle="xs" color="fg.muted">
          © {new Date().getFullYear()} Dispute Centre. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
