import {
  Box,
  Button,
  Container,
  Flex,
  Link,
  Text,
  type BoxProps,
  type ContainerProps,
  type FlexProps,
  type TextProps,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * `app`: the signed-in and signed-out pages' bar, as wide as the window.
 * `landing`: the landing page's bar stays on screen while that long page scrolls, its content as
 * wide as the page's sections; on a phone its section links take a row of their own, so the row
 * is tighter and the brand smaller and pushes the account controls to the end.
 */
export type HeaderBarVariant = 'app' | 'landing';

const VARIANTS: Record<
  HeaderBarVariant,
  { bar: BoxProps; content: ContainerProps; row: FlexProps; brand: Pick<TextProps, 'fontSize' | 'me' | 'whiteSpace'> }
> = {
  app: {
    bar: {},
    content: { maxW: 'none', px: { base: '4', md: '6' } },
    // A close second row: in the demo a phone's row leaves the brand no room beside the controls.
    row: { columnGap: '4', rowGap: '2' },
    brand: { fontSize: 'lg' },
  },
  landing: {
    bar: { position: 'sticky', top: '0', zIndex: 'sticky' },
    content: { maxW: '6xl' },
    row: { gap: { base: '2', md: '6' } },
    brand: { fontSize: { base: 'md', md: 'lg' }, me: 'auto', whiteSpace: 'nowrap' },
  },
};

/**
 * The bar across the top of every page: the brand, linking to `brandTo` (plain text without one,
 * while the session that decides where it leads is unknown), then the page's own navigation and
 * controls (`children`), wrapping onto a second row when a phone is too narrow.
 */
export function HeaderBar({
  brandTo,
  variant = 'app',
  children,
}: {
  brandTo?: string;
  variant?: HeaderBarVariant;
  children: ReactNode;
}) {
  const styles = VARIANTS[variant];
  return (
    <Box as="header" bg="bg.panel" borderBottomWidth="1px" {...styles.bar}>
      <Container py="3" {...styles.content}>
        <Flex align="center" wrap="wrap" {...styles.row}>
          {brandTo ? (
            <Link asChild fontWeight="bold" color="fg" textDecoration="none" {...styles.brand}>
              <RouterLink to={brandTo}>Dispute Centre</RouterLink>
            </Link>
          ) : (
            <Text fontWeight="bold" {...styles.brand}>
              Dispute Centre
            </Text>
          )}
          {children}
        </Flex>
      </Container>
    </Box>
  );
}

/**
 * A signed-out visitor's way in, at the end of the bar: the login page, then registration as the
 * bar's main action. Each header words them its own way (docs/routes.md#layouts, docs/routes.md#landing-page).
 */
export function SignInButtons({ signInText, registerText }: { signInText: string; registerText: string }) {
  return (
    <>
      <Button asChild size="sm" variant="ghost">
        <RouterLink to="/login">{signInText}</RouterLink>
      </Button>
      <Button asChild size="sm" colorPalette="primary">
        <RouterLink to="/register">{registerText}</RouterLink>
      </Button>
    </>
  );
}
