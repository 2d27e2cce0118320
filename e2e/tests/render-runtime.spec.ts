// web/docker/render-runtime.sh, the web image's start-up script, run the way the image runs it:
// under dash (the nginx image's Debian shell), bash, and busybox (the tools of Alpine-based images).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { expect, test } from '@playwright/test';
import { REPO_DIR } from '../support/env';

const SCRIPT = path.join(REPO_DIR, 'web', 'docker', 'render-runtime.sh');
const TEMPLATE = path.join(REPO_DIR, 'nginx.conf');
const BUSYBOX = '/usr/bin/busybox';

interface Shell {
  name: string;
  /** Runs the script; PATH as given (busybox: its own applets only, like Alpine). */
  prepare(dir: string): { command: string; path: string };
}

const shells: Shell[] = [
  { name: 'sh', prepare: () => ({ command: 'sh', path: process.env.PATH ?? '' }) },
  { name: 'bash', prepare: () => ({ command: 'bash', path: process.env.PATH ?? '' }) },
  {
    name: 'busybox',
    prepare: (dir) => {
      const bin = path.join(dir, 'bin');
      mkdirSync(bin);
      for (const applet of ['sh', 'cat', 'dirname', 'grep', 'mkdir', 'mv', 'rm', 'sed']) {
        symlinkSync(BUSYBOX, path.join(bin, applet));
      }
      return { command: path.join(bin, 'sh'), path: bin };
    },
  },
];

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  dir: string;
  webRoot: string;
  output: string;
}

function render(shell: Shell, env: Record<string, string>): Run {
  const dir = mkdtempSync(path.join(tmpdir(), 'restpoint-render-'));
  const webRoot = path.join(dir, 'html');
  mkdirSync(webRoot);
  const output = path.join(dir, 'conf.d', 'default.conf');
  const { command, path: PATH } = shell.prepare(dir);
  const args = [SCRIPT, '--template', TEMPLATE, '--output', output, '--web-root', webRoot];
  const result = spawnSync(command, [...args, '--port', '13999'], {
    env: { PATH, ...env },
    encoding: 'utf8',
  });
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    dir,
    webRoot,
    output,
  };
}

const goodEnv = {
  VITE_APP_API_URL: 'https://api.example.test:8443/v1/',
  VITE_APP_BASE_URL: 'https://cdn.example.test/images',
  VITE_APP_ENABLE_API_MOCKING: 'false',
};

for (const shell of shells) {
  test.describe(`under ${shell.name}`, () => {
    // Required, not optional (.ci/run installs Debian's busybox): a second POSIX shell and toolset.
    test.beforeAll(() => {
      if (shell.name === 'busybox') {
        expect(existsSync(BUSYBOX), `${BUSYBOX} is needed: apt-get install busybox`).toBe(true);
      }
    });

    test('writes config.js and the nginx server config', () => {
      const run = render(shell, goodEnv);
      try {
        expect(run.stderr).toBe('');
        expect(run.status).toBe(0);

        const sandbox = { window: {} as { __RESTPOINT_CONFIG__?: unknown } };
        vm.runInNewContext(readFileSync(path.join(run.webRoot, 'config.js'), 'utf8'), sandbox);
        expect(sandbox.window.__RESTPOINT_CONFIG__).toEqual(goodEnv);

        const conf = readFileSync(run.output, 'utf8');
        const code = conf.replace(/^\s*#.*$/gm, '');
        expect(code).not.toContain('${');
        expect(code).toContain('listen 13999;');
        expect(code).toContain(`root ${run.webRoot};`);
        // CSP sources are the origins: scheme, host and port, no path.
        expect(code).toContain("connect-src 'self' https://api.example.test:8443;");
        expect(code).toContain("img-src 'self' data: https://cdn.example.test;");
        // nginx's own variables survive.
        expect(code).toContain('try_files $uri $restpoint_app_page;');
      } finally {
        rmSync(run.dir, { recursive: true, force: true });
      }
    });

    test('passes on the request timeout when set, and refuses one out of range', () => {
      const run = render(shell, { ...goodEnv, VITE_APP_REQUEST_TIMEOUT_MS: ' 2500 ' });
      const bad = render(shell, { ...goodEnv, VITE_APP_REQUEST_TIMEOUT_MS: '999' });
      try {
        expect(run.status).toBe(0);
        const sandbox = { window: {} as { __RESTPOINT_CONFIG__?: unknown } };
        vm.runInNewContext(readFileSync(path.join(run.webRoot, 'config.js'), 'utf8'), sandbox);
        expect(sandbox.window.__RESTPOINT_CONFIG__).toEqual({
          ...goodEnv,
          VITE_APP_REQUEST_TIMEOUT_MS: '2500',
        });
        expect(bad.status).toBe(1);
        expect(bad.stderr).toContain(
          'restpoint: invalid configuration: VITE_APP_REQUEST_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 600000 (got "999")',
        );
        expect(existsSync(path.join(bad.webRoot, 'config.js'))).toBe(false);
      } finally {
        rmSync(run.dir, { recursive: true, force: true });
        rmSync(bad.dir, { recursive: true, force: true });
      }
    });

    test('rejects a bad mocking flag and a missing API URL, naming them, writing nothing', () => {
      const run = render(shell, {
        VITE_APP_BASE_URL: goodEnv.VITE_APP_BASE_URL,
        VITE_APP_ENABLE_API_MOCKING: 'yes',
      });
      try {
        expect(run.status).toBe(1);
        const lines = run.stderr.trim().split('\n');
        expect(lines).toContain('restpoint: invalid configuration: VITE_APP_API_URL is required');
        expect(lines).toContain(
          'restpoint: invalid configuration: VITE_APP_ENABLE_API_MOCKING must be "true" or "false" (got "yes")',
        );
        expect(run.stderr).not.toContain('VITE_APP_BASE_URL');
        expect(existsSync(path.join(run.webRoot, 'config.js'))).toBe(false);
        expect(existsSync(run.output)).toBe(false);
      } finally {
        rmSync(run.dir, { recursive: true, force: true });
      }
    });
  });
}

test('rejects URLs that would break out of the CSP header or config.js', () => {
  for (const url of [
    "http://evil.test; script-src 'unsafe-inline'",
    'http://evil.test/"+alert(1)+"',
    'ftp://files.example.test',
    'relative/api',
    '//evil.test/api',
    '/api; return 200',
  ]) {
    const run = render(shells[0]!, { ...goodEnv, VITE_APP_API_URL: url });
    try {
      expect(run.status, url).toBe(1);
      expect(run.stderr, url).toContain(
        `VITE_APP_API_URL must be an http(s) URL or a path on this site such as /api (got "${url}")`,
      );
    } finally {
      rmSync(run.dir, { recursive: true, force: true });
    }
  }
});

for (const shell of shells) {
  test(`under ${shell.name}: proxies /api/ only when RESTPOINT_API_UPSTREAM is set`, () => {
    const sameOrigin = { ...goodEnv, VITE_APP_API_URL: '/api', VITE_APP_BASE_URL: '/api' };
    const off = render(shell, sameOrigin);
    const on = render(shell, { ...sameOrigin, RESTPOINT_API_UPSTREAM: 'http://mock-api:8080/' });
    const bad = render(shell, { ...sameOrigin, RESTPOINT_API_UPSTREAM: 'mock-api:8080' });
    try {
      expect(off.stderr).toBe('');
      const offCode = readFileSync(off.output, 'utf8').replace(/^\s*#.*$/gm, '');
      expect(offCode).not.toContain('/api/');
      expect(offCode).not.toContain('proxy_pass');
      // A path on this site needs no CSP source besides 'self'.
      expect(offCode).toContain("connect-src 'self' ;");

      expect(on.stderr).toBe('');
      const onCode = readFileSync(on.output, 'utf8').replace(/^\s*#.*$/gm, '');
      expect(onCode).not.toContain('${');
      expect(onCode).toContain('location ^~ /api/ {');
      expect(onCode).toContain('proxy_pass http://mock-api:8080/;');
      expect(onCode).toContain('try_files $uri $restpoint_app_page;');

      expect(bad.status).toBe(1);
      expect(bad.stderr).toContain(
        'RESTPOINT_API_UPSTREAM must be an http(s) URL (got "mock-api:8080")',
      );
    } finally {
      for (const run of [off, on, bad]) rmSync(run.dir, { recursive: true, force: true });
    }
  });
}

for (const shell of shells) {
  test(`under ${shell.name}: config.js goes to RESTPOINT_CONFIG_DIR, which nginx serves it from`, () => {
    // The image's way: its root file system may be read-only, so config.js is written under /tmp.
    const probe = render(shell, goodEnv);
    const configDir = path.join(probe.dir, 'runtime', 'config');
    const run = render(shell, { ...goodEnv, RESTPOINT_CONFIG_DIR: configDir });
    const bad = render(shell, { ...goodEnv, RESTPOINT_CONFIG_DIR: 'tmp/config' });
    try {
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const sandbox = { window: {} as { __RESTPOINT_CONFIG__?: unknown } };
      vm.runInNewContext(readFileSync(path.join(configDir, 'config.js'), 'utf8'), sandbox);
      expect(sandbox.window.__RESTPOINT_CONFIG__).toEqual(goodEnv);
      expect(existsSync(path.join(run.webRoot, 'config.js'))).toBe(false);
      const code = readFileSync(run.output, 'utf8').replace(/^\s*#.*$/gm, '');
      expect(code).toMatch(new RegExp(`location = /config\\.js \\{\\s*root ${configDir};\\s*\\}`));
      expect(code).toContain(`root ${run.webRoot};`);
      // Without it, config.js is in the web root and served from there.
      const probeCode = readFileSync(probe.output, 'utf8').replace(/^\s*#.*$/gm, '');
      expect(probeCode).toMatch(
        new RegExp(`location = /config\\.js \\{\\s*root ${probe.webRoot};\\s*\\}`),
      );

      expect(bad.status).toBe(1);
      expect(bad.stderr).toContain(
        'RESTPOINT_CONFIG_DIR must be an absolute path (got "tmp/config")',
      );
    } finally {
      for (const r of [probe, run, bad]) rmSync(r.dir, { recursive: true, force: true });
    }
  });
}
