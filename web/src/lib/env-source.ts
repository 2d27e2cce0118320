import { ENV_VARIABLES, type EnvVariable } from '@/lib/env-variables';

declare global {
  interface Window {
    __RESTPOINT_CONFIG__?: Partial<Record<EnvVariable, string>>;
  }
}

const buildTime: Record<EnvVariable, string | undefined> = {
  VITE_APP_API_URL: import.meta.env.VITE_APP_API_URL,
  VITE_APP_BASE_URL: import.meta.env.VITE_APP_BASE_URL,
  VITE_APP_ENABLE_API_MOCKING: import.meta.env.VITE_APP_ENABLE_API_MOCKING,
  VITE_APP_REQUEST_TIMEOUT_MS: import.meta.env.VITE_APP_REQUEST_TIMEOUT_MS,
};

/** Runtime values from /config.js win over the values baked in at build time. */
export function readRawEnv(): Record<EnvVariable, string | undefined> {
  const runtime = window.__RESTPOINT_CONFIG__ ?? {};
  const raw = { ...buildTime };
  for (const name of ENV_VARIABLES) {
    const value = runtime[name];
    if (value !== undefined && value !== '') raw[name] = value;
  }
  return raw;
}
