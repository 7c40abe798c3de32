import { Box, Stack, Text, Wrap } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as icons from './icons';

const meta = { title: 'Components/Icons', parameters: { layout: 'padded' } } satisfies Meta;

export default meta;

/** Every icon of the app at its own size, over its name. */
export const AllIcons: StoryObj = {
  tags: ['state:full'],
  render: () => (
    <Wrap gap="6">
      {Object.entries(icons).map(([name, Icon]) => (
        <Stack key={name} align="center" gap="2">
          {/* A fixed box: the PDF icon fills whatever holds it. */}
          <Box boxSize="10" display="flex" alignItems="center" justifyContent="center" fontSize="2xl">
            <Icon />
          </Box>
          <Text textStyle="xs">{name}</Text>
        </Stack>
      ))}
    </Wrap>
  ),
};
