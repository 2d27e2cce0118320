import type { SWRConfiguration } from 'swr';

/** Spec section 4: no refetch on window focus, no retries, answers fresh for 60 seconds. */
export const swrConfig = {
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  dedupingInterval: 60_000,
} satisfies SWRConfiguration;
