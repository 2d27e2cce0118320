// Jest stand-in for the Vite-only env source (import.meta.env does not exist under CommonJS).
import type { EnvVariable } from '@/lib/env-variables';

export function readRawEnv(): Record<EnvVariable, string | undefined> {
  return {
    VITE_APP_API_URL: 'http://api.test',
    VITE_APP_BASE_URL: 'http://images.test',
    VITE_APP_ENABLE_API_MOCKING: 'true',
    VITE_APP_REQUEST_TIMEOUT_MS: undefined,
  };
}
