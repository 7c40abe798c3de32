import { Badge, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../components/SectionCard';
import { useAuth } from '../auth';
import { TWO_STEP_HEADING, TWO_STEP_MANAGE, TWO_STEP_OFF, TWO_STEP_ON, TWO_STEP_REQUIRED } from './texts';

/** Where two-step sign-in is set up and turned off (docs/routes.md#two-step-sign-in). */
const TWO_STEP_PAGE = '/account/two-step';

/**
 * The account page's summary of two-step sign-in (docs/routes.md#account-page): whether it is on,
 * from the current user's `twoStep` field, and the way to the page that manages it. No read of its
 * own: the signed-in user is already known, and a server without two-step sign-in reads as off.
 */
export function TwoStepSummary() {
  const { user } = useAuth();
  const enabled = user?.twoStep?.enabled === true;
  return (
    <SectionCard
      id="two-step-heading"
      title={TWO_STEP_HEADING}
      aside={
        <Badge colorPalette={enabled ? 'green' : 'gray'} variant="subtle">
          {enabled ? 'On' : 'Off'}
        </Badge>
      }
    >
      <Text>
        {enabled ? TWO_STEP_ON : TWO_STEP_OFF}
        {user?.twoStep?.required ? ` ${TWO_STEP_REQUIRED}` : ''}
      </Text>
      <Link asChild colorPalette="blue" variant="underline" alignSelf="flex-start">
        <RouterLink to={TWO_STEP_PAGE}>{TWO_STEP_MANAGE}</RouterLink>
      </Link>
    </SectionCard>
  );
}
