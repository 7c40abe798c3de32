import { Button, HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ColorModeToggle } from './ColorModeToggle';
import { HeaderBar, SignInButtons } from './HeaderBar';

/** The brand leads home, the main action to registration. */
const linksHomeAndToRegistration: NonNullable<StoryObj['play']> = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('link', { name: 'Dispute Centre' })).toHaveAttribute('href', '/');
  await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
};

const meta = {
  title: 'Components/HeaderBar',
  component: HeaderBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    brandTo: '/',
    children: (
      <HStack as="nav" aria-label="Account" gap="2" ms="auto">
        <ColorModeToggle />
        <SignInButtons signInText="Log In" registerText="Sign Up" />
      </HStack>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof HeaderBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-out pages' bar: the brand, then the colour-mode switch, Log In and Sign Up. */
export const App: Story = { tags: ['state:full'], play: linksHomeAndToRegistration };

/** The landing page's bar: sticky, its content as wide as the page's sections. */
export const Landing: Story = {
  args: {
    variant: 'landing',
    children: (
      <HStack as="nav" aria-label="Account" gap={{ base: '1', md: '2' }}>
        <ColorModeToggle />
        <SignInButtons signInText="Sign In" registerText="Get Started" />
      </HStack>
    ),
  },
  tags: ['state:full'],
};

/** More controls than a 390 px phone's row holds: they wrap onto a second row, nothing scrolls sideways. */
export const CrowdedOnPhone: Story = {
  tags: ['state:narrow'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    children: (
      <HStack as="nav" aria-label="Account" gap="2" ms="auto">
        <Button size="sm" variant="outline">
          Reset demo data
        </Button>
        <ColorModeToggle />
        <SignInButtons signInText="Log In" registerText="Sign Up" />
      </HStack>
    ),
  },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
