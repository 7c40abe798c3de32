import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TOOLTIP_DEFAULTS } from '../theme';

/** The one tooltip of the app, with the §9 defaults (see src/theme/tooltip.ts). */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <ChakraTooltip.Root {...TOOLTIP_DEFAULTS}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
