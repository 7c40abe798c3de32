import { useEffect, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { getDispute, isActiveStatus, swrKeys, type Dispute, type DisputeSummary } from '../../../api';

export interface ActiveDisputeDetails {
  /** The details loaded so far, by dispute id. */
  details: ReadonlyMap<string, Dispute>;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

const DISPUTE_KEY_PREFIX = swrKeys.dispute('');

/**
 * The details (messages, timeline) of the user's ACTIVE disputes only: closed disputes never wait
 * on the user, so their details are not fetched. Each dispute is its own SWR key, the same
 * `swrKeys.dispute(id)` the dispute pages read, so a detail opened here is already in the cache
 * there and the other way round. useSWRInfinite in parallel mode gives one key per dispute from a
 * list whose length is only known at run time (hooks cannot be called in a loop).
 */
export function useActiveDisputeDetails(disputes: readonly DisputeSummary[]): ActiveDisputeDetails {
  const ids = useMemo(() => disputes.filter((d) => isActiveStatus(d.status)).map((d) => d.id), [disputes]);
  const { data, error, isLoading, size, setSize, mutate } = useSWRInfinite<Dispute, unknown>(
    (index) => {
      const id = ids[index];
      return id === undefined ? null : swrKeys.dispute(id);
    },
    (key: string) => getDispute(key.slice(DISPUTE_KEY_PREFIX.length)),
    { initialSize: ids.length, parallel: true, revalidateFirstPage: false },
  );

  // The list of active disputes can change (a filing, a refresh): fetch exactly that many.
  useEffect(() => {
    if (size !== ids.length) void setSize(ids.length);
  }, [ids.length, size, setSize]);

  const details = useMemo(() => new Map((data ?? []).map((dispute) => [dispute.id, dispute])), [data]);
  return {
    details,
    loading: ids.length > 0 && (isLoading || (data === undefined && error === undefined)),
    error,
    retry: () => void mutate(),
  };
}
