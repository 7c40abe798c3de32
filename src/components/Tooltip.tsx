import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TOOLTIP_DEFAULTS } from '../theme';

/** The one tooltip of the app: 700 ms open delay, 4 px offset (src/theme/tooltip.ts, docs/texts.md#tooltips). */
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
