import { Badge, VisuallyHidden } from '@chakra-ui/react';

/** Shown word for word (docs/texts.md#simulations). */
export const SAMPLE_BADGE = 'Sample';
export const SAMPLE_BADGE_HELP = 'Made up for the demo: not real data.';

/**
 * The one mark of simulated or sample content (docs/texts.md#simulations): panels and toasts alike
 * wear it, and only in mock mode, since what it marks shows nowhere else. Its text says it at a
 * glance; a screen reader hears what it means, and a pointer's tooltip says the same.
 */
export function SampleBadge() {
  return (
    <Badge colorPalette="purple" variant="outline" size="sm" flexShrink="0" alignSelf="start" title={SAMPLE_BADGE_HELP}>
      {SAMPLE_BADGE}
      <VisuallyHidden>{` (${SAMPLE_BADGE_HELP})`}</VisuallyHidden>
    </Badge>
  );
}
