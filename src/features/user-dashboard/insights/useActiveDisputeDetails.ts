import { useEffect, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { calls, readKey, type Dispute, type DisputeSummary } from '../../../api';
import { needsDetails } from './insights';

export interface ActiveDisputeDetails {
  /** The details loaded so far, by dispute id. */
  details: ReadonlyMap<string, Dispute>;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * The details (messages, timeline) of the user's active disputes whose row does not say whether
 * they wait on the user (a server without the `awaiting` extension). Closed disputes never wait on
 * the user, and a row with `awaiting` already answers, so neither is fetched: against our own
 * backend this reads nothing. Each dispute is its own SWR key, the same
 * key the dispute pages read (`readKey('getDispute', { id })`), so a detail opened here is already in the cache
 * there and the other way round. useSWRInfinite in parallel mode gives one key per dispute from a
 * list whose length is only known at run time (hooks cannot be called in a loop).
 */
export function useActiveDisputeDetails(disputes: readonly DisputeSummary[]): ActiveDisputeDetails {
  const ids = useMemo(() => disputes.filter(needsDetails).map((d) => d.id), [disputes]);
  const idOfKey = useMemo(() => new Map(ids.map((id) => [readKey('getDispute', { id }), id])), [ids]);
  const { data, error, isLoading, size, setSize, mutate } = useSWRInfinite<Dispute, unknown>(
    (index) => {
      const id = ids[index];
      return id === undefined ? null : readKey('getDispute', { id });
    },
    (key: string) => calls.getDispute({ id: idOfKey.get(key) ?? '' }),
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
