/** The console's configuration variables: build-time (Vite) and runtime (/config.js) alike. */
export const ENV_VARIABLES = [
  'VITE_APP_API_URL',
  'VITE_APP_BASE_URL',
  'VITE_APP_ENABLE_API_MOCKING',
  'VITE_APP_REQUEST_TIMEOUT_MS',
] as const;
export type EnvVariable = (typeof ENV_VARIABLES)[number];
