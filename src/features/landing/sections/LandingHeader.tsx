/** The landing page's own header (the landing page has no app layout, docs/routes.md#layouts). */
import { Button, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ColorModeToggle } from '../../../components/ColorModeToggle';
import { HeaderBar, SignInButtons } from '../../../components/HeaderBar';
import { useAuth } from '../../auth';
import { HEADER_LINKS } from '../content';

export function LandingHeader() {
  const { isAuthenticated } = useAuth();
  return (
    <HeaderBar brandTo="/" variant="landing">
      <HStack
        as="nav"
        aria-label="Sections"
        order={{ base: 3, md: 2 }}
        w={{ base: 'full', md: 'auto' }}
        gap={{ base: '4', md: '6' }}
        overflowX="auto"
        py={{ base: '1', md: '0' }}
      >
        {HEADER_LINKS.map((link) => (
          <Link
            key={link.href}
            href={link.href}
            color="fg.muted"
            fontWeight="medium"
            textStyle="sm"
            whiteSpace="nowrap"
            _hover={{ color: 'fg' }}
          >
            {link.label}
          </Link>
        ))}
      </HStack>
      <HStack as="nav" aria-label="Account" gap={{ base: '1', md: '2' }} order={{ base: 2, md: 3 }}>
        <ColorModeToggle />
        {isAuthenticated ? (
          <Button asChild size="sm" colorPalette="primary">
            <RouterLink to="/dashboard">Go to Dashboard</RouterLink>
          </Button>
        ) : (
          <SignInButtons signInText="Sign In" registerText="Get Started" />
        )}
      </HStack>
    </HeaderBar>
  );
}
