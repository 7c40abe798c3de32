/** The header of the signed-out pages (login, register, forgot-password, admin login). */
import { Box, Button, Flex, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ColorModeToggle } from '../../components/ColorModeToggle';
import { DemoResetButton } from './DemoResetButton';

export function PublicHeader() {
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.panel" px={{ base: '4', md: '6' }} py="3">
      <Flex align="center" gap="4" wrap="wrap">
        <Link asChild fontWeight="bold" fontSize="lg" color="fg" textDecoration="none">
          <RouterLink to="/">Dispute Centre</RouterLink>
        </Link>
        <HStack as="nav" aria-label="Account" gap="2" ms="auto">
          <DemoResetButton />
          <ColorModeToggle />
          <Button asChild size="sm" variant="ghost">
            <RouterLink to="/login">Log In</RouterLink>
          </Button>
          <Button asChild size="sm" colorPalette="primary">
            <RouterLink to="/register">Sign Up</RouterLink>
          </Button>
        </HStack>
      </Flex>
    </Box>
  );
}
