import type { SWRConfiguration } from 'swr';

/** Queries do not refetch on window focus and are not retried; answers stay fresh for 60 s. */
export const swrConfig = {
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  dedupingInterval: 60_000,
} satisfies SWRConfiguration;
