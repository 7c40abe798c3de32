import {
  Box,
  chakra,
  Icon,
  Steps,
  useStepsStyles,
  VisuallyHidden,
  type HTMLChakraProps,
  type StepsIndicatorProps,
} from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { formatDate } from '../../../components/format';
import { TRACKER_STEPS, type StepState, type Tracker, type TrackerStep } from './tracker';

/** md and up: the steps in a row; below, a column (four titles and dates do not fit a phone's width). */
const WIDE_QUERY = '(min-width: 48em)';

function useWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const query = window.matchMedia(WIDE_QUERY);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches,
    () => false,
  );
}

const CheckMark = () => (
  <Icon asChild>
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M20 6 9 17l-5-5" />
    </svg>
  </Icon>
);
const Cross = () => (
  <Icon asChild>
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  </Icon>
);

/** Our states drive the look, not the component's own step counter (a New dispute has no current step). */
const INDICATOR: Record<StepState, StepsIndicatorProps> = {
  complete: {
    bg: 'colorPalette.solid',
    color: 'colorPalette.contrast',
    borderWidth: '2px',
    borderColor: 'colorPalette.solid',
  },
  current: {
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
    borderWidth: '2px',
    borderColor: 'colorPalette.solid',
  },
  upcoming: { bg: 'bg', color: 'fg.muted', borderWidth: '2px', borderColor: 'border.emphasized' },
  skipped: { bg: 'bg', color: 'fg.subtle', borderWidth: '2px', borderColor: 'border', borderStyle: 'dashed' },
  declined: {
    bg: 'destructive.solid',
    color: 'destructive.contrast',
    borderWidth: '2px',
    borderColor: 'destructive.solid',
  },
};

/** The words under a step: its state, and the date from the timeline when there is one. */
export function stepCaption(step: TrackerStep, upNext: boolean): string {
  const on = (text: string, date: string | null) => (date ? `${text} ${formatDate(date)}` : text);
  switch (step.state) {
    case 'complete':
      return on(step.title === 'Resolution' ? 'Resolved' : 'Done', step.reachedAt);
    case 'current':
      return step.reachedAt ? `In progress since ${formatDate(step.reachedAt)}` : 'In progress';
    case 'declined':
      return on('Declined', step.endedAt);
    case 'skipped':
      return 'Not reached';
    case 'upcoming':
      return upNext ? 'Up next' : 'Not started';
  }
}

function StepItem({
  step,
  index,
  upNext,
  nextState,
  vertical,
}: {
  step: TrackerStep;
  index: number;
  upNext: boolean;
  nextState: StepState | undefined;
  vertical: boolean;
}) {
  const reachedNext = nextState === 'complete' || nextState === 'current' || nextState === 'declined';
  return (
    <Steps.Item
      as="li"
      index={index}
      data-state={step.state}
      aria-current={step.state === 'current' ? 'step' : false}
      minW="0"
      // In a column the connecting line lives in the item's own height: leave it room below the text.
      pb={vertical && nextState !== undefined ? '8' : undefined}
    >
      <Steps.Indicator {...INDICATOR[step.state]}>
        {step.state === 'complete' ? <CheckMark /> : step.state === 'declined' ? <Cross /> : index + 1}
      </Steps.Indicator>
      <Box minW="0">
        <Steps.Title fontWeight={step.state === 'current' || step.state === 'declined' ? 'bold' : 'medium'}>
          <VisuallyHidden>{`Step ${index + 1} of ${TRACKER_STEPS.length}: `}</VisuallyHidden>
          {step.title}
        </Steps.Title>
        <Steps.Description
          textStyle="sm"
          color={
            step.state === 'declined' ? 'destructive.fg' : step.state === 'current' ? 'colorPalette.fg' : 'fg.muted'
          }
          fontWeight={step.state === 'current' ? 'medium' : undefined}
        >
          {stepCaption(step, upNext)}
        </Steps.Description>
      </Box>
      <Steps.Separator bg={reachedNext ? 'colorPalette.solid' : 'border'} />
    </Steps.Item>
  );
}

/**
 * The steps as a plain ordered list with the recipe's list styles. Not Steps.List: that is Ark's
 * tablist, owning the ids of step triggers, and a read-only tracker has no triggers (no tabs).
 */
function StepsList({ children, ...rest }: HTMLChakraProps<'ol'>) {
  const styles = useStepsStyles();
  return (
    <chakra.ol css={styles.list} listStyleType="none" m="0" p="0" {...rest}>
      {children}
    </chakra.ol>
  );
}

/**
 * The progress tracker: Chakra's Steps over the four steps of the process, read-only (no triggers,
 * so nothing to click), as an ordered list with the current step marked `aria-current="step"`.
 */
export function ProgressTracker({ tracker }: { tracker: Tracker }) {
  const wide = useWide();
  const palette = tracker.outcome === 'resolved' ? 'secondary' : 'primary';
  return (
    <Steps.Root
      step={tracker.stepIndex}
      count={TRACKER_STEPS.length}
      orientation={wide ? 'horizontal' : 'vertical'}
      colorPalette={palette}
      size={wide ? 'md' : 'sm'}
      linear
    >
      <StepsList aria-label="Dispute progress">
        {tracker.steps.map((step, index) => (
          <StepItem
            key={step.title}
            step={step}
            index={index}
            upNext={step.state === 'upcoming' && index === tracker.stepIndex}
            nextState={tracker.steps[index + 1]?.state}
            vertical={!wide}
          />
        ))}
      </StepsList>
    </Steps.Root>
  );
}
