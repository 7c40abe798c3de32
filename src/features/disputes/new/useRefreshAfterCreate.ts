import { useSWRConfig } from 'swr';
import { swrKeys } from '../../../api';

/**
 * After a dispute is filed, the reads it changes must be fetched again. The cache never goes stale
 * (§7) and the pages that read them are not mounted now, so a plain `mutate(key)` would leave the
 * old answer to be shown on the next visit; clearing the entry makes the next mount fetch it.
 */
export function useRefreshAfterCreate(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return async () => {
    const keys = [swrKeys.disputes, swrKeys.notifications, swrKeys.lastCreatedDispute];
    await Promise.all(keys.map((key) => mutate(key, undefined, { revalidate: true })));
  };
}
