import { useMemo } from 'react';
import type { BroadcastAudience } from '@/lib/api-schema.gen';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAudienceCount } from '../api/broadcast';

/**
 * The live recipient count of an audience being composed. Counted once the choice has settled
 * for 300 ms, so picking three states asks the server once, not three times.
 */
export function useAudienceReach(audience: BroadcastAudience | null) {
  const settledKey = useDebouncedValue(JSON.stringify(audience), 300);
  const settled = useMemo(() => JSON.parse(settledKey) as BroadcastAudience | null, [settledKey]);
  const query = useAudienceCount(settled);
  const current = settledKey === JSON.stringify(audience);
  return {
    /** The count for the audience on screen, or undefined while it is being worked out. */
    count: current && settled ? query.data?.body : undefined,
    counting: !current || query.isLoading || query.isValidating,
    error: current ? query.error : undefined,
    retry: () => void query.mutate(),
  };
}
