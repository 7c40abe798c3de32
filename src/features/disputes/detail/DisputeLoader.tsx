import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError, errorText, type Dispute } from '../../../api';
import { useApi } from '../../../data';
import { ErrorState } from '../../../components/ErrorState';
import { PageLoading } from '../../../components/PageLoading';
import { DisputeNotFound } from './DisputeNotFound';

export const LOADING_TEXT = 'Loading dispute details...';
export const LOAD_FAILED_TITLE = 'The dispute could not be loaded';

interface DisputeLoaderProps {
  /** The page's heading while it cannot show the dispute. */
  title: string;
  children: (dispute: Dispute) => ReactNode;
}

/**
 * The dispute of the route's `:id` for both dispute views (plain and tracker): the loading
 * text, a not-found state for a missing or foreign dispute, an error with Retry for the rest.
 * Both read the same SWR key, so switching views does not refetch.
 */
export function DisputeLoader({ title, children }: DisputeLoaderProps) {
  const { id = '' } = useParams();
  const { data, error, isLoading, mutate } = useApi('getDispute', { id });

  if (data) return children(data);
  if (error instanceof ApiError && error.status === 404) return <DisputeNotFound id={id} />;
  if (error !== undefined && !isLoading) {
    return (
      <Stack gap="4">
        <title>{`${LOAD_FAILED_TITLE} · Dispute Centre`}</title>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <ErrorState title={LOAD_FAILED_TITLE} message={errorText(error)} onRetry={() => void mutate()} />
      </Stack>
    );
  }
  return <PageLoading label={LOADING_TEXT} />;
}
