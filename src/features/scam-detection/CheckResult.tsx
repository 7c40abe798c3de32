import { HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorText, normaliseScamQuery } from '../../api';
import { useApi } from '../../data';
import { ErrorState } from '../../components/ErrorState';
import { saveScamReportDraft } from '../../components/scamReportDraft';
import { analyse, combineRisk } from './detect';
import { draftFromCheck } from './reportDraft';
import { ResultCard } from './ResultCard';

export const CHECKING_TEXT = 'Checking what has been reported...';
export const LOOKUP_FAILED_TITLE = 'We could not check the reports';

/** The lookup of a value: its normalised form, so `Site.com` and `site.com` share one answer. */
export const lookupOf = (value: string) => ({ q: normaliseScamQuery(value).value });

/** One check: the format analysis at once, the reports through SWR, then the combined result. */
export function CheckResult({ query }: { query: string }) {
  const navigate = useNavigate();
  const analysis = useMemo(() => analyse(query), [query]);
  // The cleaned value (invisible characters removed) is what is looked up; nothing is left of a value made only of them.
  const { data, error, isLoading, mutate } = useApi(
    'checkScam',
    analysis.value === '' ? null : lookupOf(analysis.value),
  );

  if (isLoading) {
    return (
      <HStack role="status" aria-live="polite" gap="3" py="6">
        <Spinner size="sm" color="primary.solid" aria-hidden="true" />
        <Text color="fg.muted">{CHECKING_TEXT}</Text>
      </HStack>
    );
  }

  const lookup = error ? null : (data ?? null);
  const risk = combineRisk(analysis, lookup);
  const report = () => {
    saveScamReportDraft(draftFromCheck(analysis, risk));
    navigate('/new-dispute');
  };
  const message = errorText(error, 'Please try again.');
  return (
    <Stack gap="4">
      {error ? <ErrorState title={LOOKUP_FAILED_TITLE} message={message} onRetry={() => void mutate()} /> : null}
      <ResultCard analysis={analysis} lookup={lookup} lookupFailed={Boolean(error)} risk={risk} onReport={report} />
    </Stack>
  );
}
