import { readRawEnv } from '@/lib/env-source';
import type { EnvVariable } from '@/lib/env-variables';

export type AppConfig = {
  apiUrl: string;
  /** Prefix for image paths the API returns (e.g. a user's image_url). */
  baseUrl: string;
  apiMocking: boolean;
};

export type EnvIssue = { variable: EnvVariable; problem: string };
export type EnvResult = { ok: true; config: AppConfig } | { ok: false; issues: EnvIssue[] };

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
    else if (!isHttpUrl(value))
      issues.push({ variable, problem: `must be an http(s) URL (got "${value}")` });
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
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, config: { apiUrl, baseUrl, apiMocking: mocking === 'true' } };
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

/** Joins an API-relative image path onto the base URL; absolute URLs pass through. */
export function assetUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `${env().baseUrl}/${path.replace(/^\/+/, '')}`;
}
