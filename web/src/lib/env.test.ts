import { assetUrl, parseEnv } from './env';

const valid = {
  VITE_APP_API_URL: 'http://localhost:8080/',
  VITE_APP_BASE_URL: 'https://cdn.example.com/media',
  VITE_APP_ENABLE_API_MOCKING: 'false',
};

describe('configuration', () => {
  it('accepts a complete configuration and trims trailing slashes', () => {
    expect(parseEnv(valid)).toEqual({
      ok: true,
      config: {
        apiUrl: 'http://localhost:8080',
        baseUrl: 'https://cdn.example.com/media',
        apiMocking: false,
        requestTimeoutMs: 15_000,
      },
    });
  });

  it('names every bad variable', () => {
    const result = parseEnv({
      VITE_APP_API_URL: '',
      VITE_APP_BASE_URL: 'ftp://x',
      VITE_APP_ENABLE_API_MOCKING: 'yes',
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues).toEqual([
      { variable: 'VITE_APP_API_URL', problem: 'is required' },
      {
        variable: 'VITE_APP_BASE_URL',
        problem: 'must be an http(s) URL or a path on this site such as /api (got "ftp://x")',
      },
      { variable: 'VITE_APP_ENABLE_API_MOCKING', problem: 'must be "true" or "false" (got "yes")' },
    ]);
  });

  it('accepts the API on this site, as a path that nginx proxies (no preflight)', () => {
    const result = parseEnv({ ...valid, VITE_APP_API_URL: '/api/', VITE_APP_BASE_URL: '/api' });
    expect(result.ok && result.config).toMatchObject({ apiUrl: '/api', baseUrl: '/api' });
    for (const other of ['//evil.example/api', 'api', '/api path', 'javascript:alert(1)']) {
      expect(parseEnv({ ...valid, VITE_APP_API_URL: other }).ok).toBe(false);
    }
  });

  it('reads the request timeout, a whole number of milliseconds from 1000 to 600000', () => {
    const timeout = (value: string) => parseEnv({ ...valid, VITE_APP_REQUEST_TIMEOUT_MS: value });
    expect(timeout(' 2500 ')).toMatchObject({ ok: true, config: { requestTimeoutMs: 2500 } });
    expect(timeout('')).toMatchObject({ ok: true, config: { requestTimeoutMs: 15_000 } });
    for (const bad of ['999', '600001', '2.5', '1e4', 'soon']) {
      expect(timeout(bad)).toEqual({
        ok: false,
        issues: [
          {
            variable: 'VITE_APP_REQUEST_TIMEOUT_MS',
            problem: `must be a whole number of milliseconds from 1000 to 600000 (got "${bad}")`,
          },
        ],
      });
    }
  });

  it('prefixes image paths with the base URL and leaves absolute ones alone', () => {
    expect(assetUrl('uploads/avatars/1.svg')).toBe('http://images.test/uploads/avatars/1.svg');
    expect(assetUrl('/uploads/a.png')).toBe('http://images.test/uploads/a.png');
    expect(assetUrl('https://other.example/a.png')).toBe('https://other.example/a.png');
    expect(assetUrl(null)).toBeNull();
  });
});
