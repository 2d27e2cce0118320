import { readRawEnv } from '@/lib/env-source';
import type { EnvVariable } from '@/lib/env-variables';

export type AppConfig = {
  apiUrl: string;
  /** Prefix for image paths the API returns (e.g. a user's image_url). */
  baseUrl: string;
  apiMocking: boolean;
  /** How long a call may take before the console gives up on its answer. */
  requestTimeoutMs: number;
};

export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;
/** The bounds of VITE_APP_REQUEST_TIMEOUT_MS: from a second (tests of lost answers) to 10 minutes. */
const TIMEOUT_RANGE = { min: 1000, max: 600_000 } as const;

export type EnvIssue = { variable: EnvVariable; problem: string };
export type EnvResult = { ok: true; config: AppConfig } | { ok: false; issues: EnvIssue[] };

/**
 * A path on the console's own origin, e.g. `/api`, where the console's nginx proxies the API
 * (same origin: no CORS preflight). Path characters only; `//host` would be another origin.
 */
const SAME_ORIGIN_PATH = /^\/(?!\/)[A-Za-z0-9._~%!$&()*+,=:@/-]*$/;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function parseEnv(raw: Partial<Record<EnvVariable, string | undefined>>): EnvResult {
  const issues: EnvIssue[] = [];
  const url = (variable: EnvVariable): string => {
    const value = raw[variable]?.trim() ?? '';
    if (!value) issues.push({ variable, problem: 'is required' });
    else if (!isHttpUrl(value) && !SAME_ORIGIN_PATH.test(value))
      issues.push({
        variable,
        // eslint-disable-next-line i18next/no-literal-string -- for whoever deploys, in English like the README
        problem: `must be an http(s) URL or a path on this site such as /api (got "${value}")`,
      });
    return value.replace(/\/+$/, '');
  };
  const apiUrl = url('VITE_APP_API_URL');
  const baseUrl = url('VITE_APP_BASE_URL');
  const mocking = raw.VITE_APP_ENABLE_API_MOCKING;
  if (mocking !== 'true' && mocking !== 'false') {
    issues.push({
      variable: 'VITE_APP_ENABLE_API_MOCKING',
      problem: `must be "true" or "false" (got ${mocking === undefined ? 'nothing' : `"${mocking}"`})`,
    });
  }
  const timeout = raw.VITE_APP_REQUEST_TIMEOUT_MS?.trim() || String(DEFAULT_REQUEST_TIMEOUT_MS);
  const requestTimeoutMs = Number(timeout);
  if (
    !/^[0-9]+$/.test(timeout) ||
    requestTimeoutMs < TIMEOUT_RANGE.min ||
    requestTimeoutMs > TIMEOUT_RANGE.max
  ) {
    issues.push({
      variable: 'VITE_APP_REQUEST_TIMEOUT_MS',
      problem: `must be a whole number of milliseconds from ${TIMEOUT_RANGE.min} to ${TIMEOUT_RANGE.max} (got "${timeout}")`,
    });
  }
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    config: { apiUrl, baseUrl, apiMocking: mocking === 'true', requestTimeoutMs },
  };
}

let loaded: EnvResult | undefined;

export function loadEnv(): EnvResult {
  loaded ??= parseEnv(readRawEnv());
  return loaded;
}

/** The validated configuration; main.tsx renders the config error page before anything calls this. */
export function env(): AppConfig {
  const result = loadEnv();
  if (!result.ok)
    throw new Error('Invalid configuration: ' + result.issues.map((i) => i.variable).join(', '));
  return result.config;
}

/** An address under the API URL, absolute also when the API is a path on this site (`/api`). */
export function apiHref(path: string): URL {
  return new URL(env().apiUrl + path, window.location.origin);
}

/** Joins an API-relative image path onto the base URL; absolute URLs pass through. */
export function assetUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `${env().baseUrl}/${path.replace(/^\/+/, '')}`;
}
