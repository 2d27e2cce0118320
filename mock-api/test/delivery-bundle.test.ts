// The delivery bundle (Dockerfile, docker-compose.yml, .dockerignore) agrees with the repository.
// The files are read and checked against what they point at, and docker-compose.yml against the
// Compose Specification's JSON schema (the format of Compose v2; CI itself runs the file with
// docker-compose 1.29). A plain file check, so it runs with the mock API's unit tests on every
// machine (no engine, browser or build needed); CI also builds both images and runs the stack
// (.ci/docker, e2e/docker/smoke.spec.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { parse as parseYaml } from 'yaml';
import { parseTrustProxy } from '../src/config.js';

const REPO_DIR = path.resolve(__dirname, '..', '..');

const read = (file: string): string => readFileSync(path.join(REPO_DIR, file), 'utf8');

// ---- Dockerfile ---------------------------------------------------------------------------

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  name: string;
  image: string;
  instructions: Instruction[];
}

function parseDockerfile(text: string): Stage[] {
  const lines: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    if (/^\s*#/.test(raw)) continue; // comments and parser directives, also inside continuations
    const line = pending + raw.trim();
    if (line.endsWith('\\')) pending = `${line.slice(0, -1).trim()} `;
    else {
      pending = '';
      if (line) lines.push(line);
    }
  }
  const globalArgs = new Map<string, string>();
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args };
    if (instruction.keyword === 'FROM') {
      const [, image = '', name = ''] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args) ?? [];
      const resolved = image.replace(/\$\{(\w+)\}/g, (_, arg: string) => globalArgs.get(arg) ?? '');
      stages.push({ name, image: resolved, instructions: [] });
    } else if (stages.length === 0 && instruction.keyword === 'ARG') {
      const [name = '', value = ''] = args.split('=');
      globalArgs.set(name, value);
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

const stages = parseDockerfile(read('Dockerfile'));

function stage(name: string): Stage {
  const found = stages.find((s) => s.name === name);
  if (!found) throw new Error(`Dockerfile has no stage "${name}"`);
  return found;
}
const all = (s: Stage, keyword: string): string[] =>
  s.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

/** ENV of a stage (KEY=value form), including what it inherits from stages it is built FROM. */
function envOf(s: Stage): Map<string, string> {
  const parent = stages.find((p) => p.name === s.image);
  const env = parent ? envOf(parent) : new Map<string, string>();
  for (const args of all(s, 'ENV')) {
    for (const [, key = '', value = ''] of args.matchAll(/(\w+)=("[^"]*"|\S*)/g)) {
      env.set(key, value.replace(/^"(.*)"$/, '$1'));
    }
  }
  return env;
}

interface Copy {
  from?: string;
  chmod?: string;
  sources: string[];
  dest: string;
}
/** COPY instructions of a stage and of the stages it is built FROM. */
function inheritedCopiesOf(s: Stage): Copy[] {
  const parent = stages.find((p) => p.name === s.image);
  return [...(parent ? inheritedCopiesOf(parent) : []), ...copiesOf(s)];
}
function copiesOf(s: Stage): Copy[] {
  return all(s, 'COPY').map((args) => {
    const words = args.split(/\s+/);
    const flags = new Map(
      words.filter((w) => w.startsWith('--')).map((w) => w.slice(2).split('=') as [string, string]),
    );
    const paths = words.filter((w) => !w.startsWith('--'));
    return {
      from: flags.get('from'),
      chmod: flags.get('chmod'),
      sources: paths.slice(0, -1),
      dest: paths.at(-1)!,
    };
  });
}

/** WORKDIR at the end of a stage, following the stages it is built FROM. */
function workdirOf(s: Stage): string {
  const parent = stages.find((p) => p.name === s.image);
  return all(s, 'WORKDIR').reduce(
    (dir, next) => path.posix.resolve(dir, next),
    parent ? workdirOf(parent) : '/',
  );
}

/** Absolute path of `dest` for a COPY in `s`, given the WORKDIR in force before it. */
function copyDestinations(s: Stage): { copy: Copy; dest: string }[] {
  const parent = stages.find((p) => p.name === s.image);
  let workdir = parent ? workdirOf(parent) : '/';
  const result: { copy: Copy; dest: string }[] = [];
  const copies = copiesOf(s);
  for (const instruction of s.instructions) {
    if (instruction.keyword === 'WORKDIR') workdir = path.posix.resolve(workdir, instruction.args);
    if (instruction.keyword === 'COPY') {
      const copy = copies.shift()!;
      result.push({ copy, dest: path.posix.resolve(workdir, copy.dest) });
    }
  }
  return result;
}
const norm = (p: string): string => path.posix.normalize(p).replace(/\/$/, '');

// ---- docker-compose.yml -------------------------------------------------------------------

interface Service {
  build?: { context?: string; target?: string; dockerfile?: string };
  image?: string;
  ports?: string[];
  environment?: Record<string, string | number | boolean> | string[];
  healthcheck?: { test?: string | string[] };
  depends_on?: Record<string, { condition?: string }>;
  read_only?: boolean;
  tmpfs?: string | string[];
  cap_drop?: string[];
}
const composeFile: unknown = parseYaml(read('docker-compose.yml'));
const compose = composeFile as { services?: Record<string, Service> };

/** A value as `docker compose up` reads it with none of its variables set: `${NAME:-default}`. */
const withDefaults = (value: string): string => value.replace(/\$\{\w+:?-([^}]*)\}/g, '$1');

function service(name: string): Service {
  const found = compose.services?.[name];
  if (!found) throw new Error(`docker-compose.yml has no service "${name}"`);
  return found;
}
function environmentOf(s: Service): Map<string, string> {
  const env = s.environment ?? {};
  const entries = Array.isArray(env)
    ? env.map((e) => [e.split('=')[0]!, e.split('=').slice(1).join('=')] as const)
    : Object.entries(env).map(([k, v]) => [k, String(v)] as const);
  return new Map(entries.map(([k, v]) => [k, withDefaults(v)] as const));
}
/** The single "HOST:CONTAINER" mapping of a service, as numbers. */
function portsOf(s: Service): { published: number; target: number } {
  expect(s.ports).toHaveLength(1);
  const [published, target] = withDefaults(s.ports![0]!).split(':').slice(-2).map(Number);
  return { published: published!, target: target! };
}

// ---- .dockerignore ------------------------------------------------------------------------

const ignoreRules = read('.dockerignore')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'))
  .map((l) => {
    const negate = l.startsWith('!');
    const glob = path.posix.normalize(l.replace(/^!/, '').replace(/^\//, '')).replace(/\/$/, '');
    const source = glob
      .split(/(\*\*\/|\*\*|\*|\?)/)
      .map((part) => {
        if (part === '**/') return '(?:.*/)?';
        if (part === '**') return '.*';
        if (part === '*') return '[^/]*';
        if (part === '?') return '[^/]';
        return part.replace(/[.+^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    return { negate, pattern: new RegExp(`^${source}$`) };
  });

/** Whether the build context leaves `file` out: the last rule matching it or a parent decides. */
function dockerignored(file: string): boolean {
  const parts = norm(file).split('/');
  let ignored = false;
  for (const rule of ignoreRules) {
    for (let i = 1; i <= parts.length; i++) {
      if (rule.pattern.test(parts.slice(0, i).join('/'))) {
        ignored = !rule.negate;
        break;
      }
    }
  }
  return ignored;
}

const rootPackage = JSON.parse(read('package.json')) as {
  workspaces: string[];
  engines?: { node?: string };
};

// ---- tests --------------------------------------------------------------------------------

test.each(['web', 'mock-api'])('compose builds the %s target of the Dockerfile', (name) => {
  const build = service(name).build;
  expect({
    target: build?.target,
    context: build?.context,
    dockerfile: build?.dockerfile ?? 'Dockerfile',
  }).toEqual({ target: name, context: '.', dockerfile: 'Dockerfile' });
  expect(stage(name).name).toBe(name);
  // The tag e2e/scripts/docker-smoke.sh builds, so that `up --no-build` runs what it built.
  expect(service(name).image).toBe(`restpoint/${name}:local`);
});

test('docker-compose.yml is valid for Compose v2: the Compose Specification schema', () => {
  // vendor/compose-spec/compose-spec.json, the schema Compose v2 validates files with.
  const schema = JSON.parse(read('vendor/compose-spec/compose-spec.json')) as { $schema: string };
  const ajv = new Ajv({ allErrors: true, strictTypes: false });
  // The schema names draft-07 by its https URL; Ajv knows it by its http one.
  const draft07 = JSON.parse(
    readFileSync(require.resolve('ajv/dist/refs/json-schema-draft-07.json'), 'utf8'),
  ) as object;
  ajv.addMetaSchema({ ...draft07, $id: schema.$schema });
  const validate = ajv.compile(schema);
  validate(composeFile);
  expect((validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
  // The check can fail: a wrong type is an error.
  const broken = structuredClone(composeFile) as { services: Record<string, Service> };
  (broken.services.web as Record<string, unknown>).tmpfs = 3;
  expect(validate(broken)).toBe(false);
});

test('the Dockerfile needs no frontend image: no `# syntax=` directive', () => {
  // BuildKit would fetch that image from a registry before building; the engine's built-in
  // frontend reads this file (CI builds offline).
  expect(read('Dockerfile')).not.toMatch(/^#\s*syntax\s*=/im);
});

test.each(['web', 'mock-api'])(
  'compose runs %s read-only with a tmpfs on /tmp, without capabilities',
  (name) => {
    const s = service(name);
    expect(s.read_only).toBe(true);
    expect([s.tmpfs ?? []].flat()).toContain('/tmp');
    expect(s.cap_drop).toEqual(['ALL']);
  },
);

test("the mock API believes the one proxy in front of it, the console's nginx", () => {
  // It counts sign-in failures per client: behind nginx, the browser's address, not nginx's.
  const trust = environmentOf(service('mock-api')).get('MOCK_TRUST_PROXY');
  expect(parseTrustProxy(trust)).toBe(1);
});

test('the deps stage installs every workspace from the lockfile, without browsers', () => {
  const deps = stage('deps');
  expect(all(deps, 'RUN').join('\n')).toMatch(/\bnpm ci\b/);
  expect(envOf(deps).get('PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD')).toBe('1');
  const copied = inheritedCopiesOf(deps).flatMap((c) => c.sources.map(norm));
  const manifests = ['package.json', 'package-lock.json'];
  for (const workspace of rootPackage.workspaces) manifests.push(`${workspace}/package.json`);
  expect(manifests.filter((manifest) => !copied.includes(manifest))).toEqual([]);
});

test('ports: console 3000 and mock API 8080, in the images and published by compose', () => {
  const web = stage('web');
  const api = stage('mock-api');
  expect(all(web, 'EXPOSE')).toEqual(['3000']);
  expect(envOf(web).get('RESTPOINT_LISTEN_PORT')).toBe('3000');
  expect(all(api, 'EXPOSE')).toEqual(['8080']);
  expect(envOf(api).get('MOCK_API_PORT') ?? '8080').toBe('8080');
  expect(portsOf(service('web'))).toEqual({ published: 3000, target: 3000 });
  expect(portsOf(service('mock-api'))).toEqual({ published: 8080, target: 8080 });
  expect(environmentOf(service('mock-api')).get('MOCK_API_PORT') ?? '8080').toBe('8080');
});

test('compose wires the console to the mock API it starts, same-origin through nginx', () => {
  const webEnv = environmentOf(service('web'));
  const apiEnv = environmentOf(service('mock-api'));
  const webPort = portsOf(service('web')).published;
  // The browser calls /api/ on the console's origin; the console's nginx proxies it to the mock
  // API's service in the compose network, on the port it listens on.
  expect(webEnv.get('VITE_APP_API_URL')?.replace(/\/$/, '')).toBe('/api');
  expect(webEnv.get('VITE_APP_BASE_URL')?.replace(/\/$/, '')).toBe('/api');
  const target = portsOf(service('mock-api')).target;
  expect(webEnv.get('RESTPOINT_API_UPSTREAM')?.replace(/\/$/, '')).toBe(
    `http://mock-api:${target}`,
  );
  expect(webEnv.get('VITE_APP_ENABLE_API_MOCKING')).toBe('true');
  // Developers may still call the published mock API from the console's origins.
  expect(apiEnv.get('MOCK_CORS_ORIGINS')?.split(',')).toEqual(
    expect.arrayContaining([`http://localhost:${webPort}`, `http://127.0.0.1:${webPort}`]),
  );
  expect(service('web').depends_on?.['mock-api']?.condition).toBe('service_healthy');
  const healthcheck = [service('mock-api').healthcheck?.test ?? []].flat().join(' ');
  expect(healthcheck).toContain('/health');
  expect(healthcheck).toContain(':8080');
});

test('the mock-api image runs what `npm start -w mock-api` runs, as a non-root user', () => {
  const api = stage('mock-api');
  const mockPackage = JSON.parse(read('mock-api/package.json')) as {
    scripts: Record<string, string>;
  };
  const [runtime, script] = mockPackage.scripts.start!.split(/\s+/);
  const cmd = JSON.parse(all(api, 'CMD').at(-1) ?? '[]') as string[];
  expect(cmd).toEqual([runtime, script]);

  // The CMD's file is where the build stage's mock-api/dist is copied to.
  const workdir = workdirOf(api);
  const entry = path.posix.resolve(workdir, script!);
  const buildDir = `${workdirOf(stage('build'))}/mock-api/dist`;
  const distCopy = copyDestinations(api).find(
    ({ copy }) => copy.from === 'build' && copy.sources.map(norm).includes(buildDir),
  );
  if (!distCopy) throw new Error(`the mock-api stage has no COPY --from=build ${buildDir}`);
  expect(path.posix.resolve(distCopy.dest, path.posix.relative('dist', script!))).toBe(entry);

  const user = all(api, 'USER').at(-1) ?? 'root';
  expect(['root', '0']).not.toContain(user.split(':')[0]);
  expect(envOf(api).get('NODE_ENV')).toBe('production');
  // An `npm ci --omit=dev` installs the runtime dependencies.
  const prodInstall = stages.flatMap((s) => all(s, 'RUN')).find((r) => /--omit[= ]dev/.test(r));
  expect(prodInstall).toMatch(/npm ci/);
});

test('the Node base image is an LTS line that the repository supports', () => {
  // End of life of each LTS line (https://nodejs.org/en/about/previous-releases).
  const ltsEndOfLife: Record<number, string> = {
    20: '2026-04-30',
    22: '2027-04-30',
    24: '2028-04-30',
    26: '2029-04-30',
  };
  const minimum = Number(/(\d+)/.exec(rootPackage.engines?.node ?? '0')?.[1]);
  // One Node image for every Node stage.
  const nodeImages = [...new Set(stages.map((s) => s.image).filter((i) => i.startsWith('node:')))];
  expect(nodeImages).toHaveLength(1);
  const tag = nodeImages[0]!.slice('node:'.length);
  if (/^lts(-|$)/.test(tag)) return;
  const major = Number(/^(\d+)/.exec(tag)?.[1]);
  // An LTS line, at least the oldest Node the repository supports, and not past its end of life.
  expect(Object.keys(ltsEndOfLife)).toContain(String(major));
  expect(major).toBeGreaterThanOrEqual(minimum);
  expect(ltsEndOfLife[major]! > new Date().toISOString().slice(0, 10)).toBe(true);
});

test('both bases are Debian bookworm, as the stand-ins CI makes (.ci/docker-bases)', () => {
  expect(stages.map((s) => s.image).filter((image) => image.includes(':'))).toEqual(
    expect.arrayContaining(['node:24-bookworm-slim', 'nginx:stable-bookworm']),
  );
  const bases = stages.filter((s) => !stages.some((other) => other.name === s.image));
  expect(bases.map((s) => s.image).filter((image) => !/-bookworm(-slim)?$/.test(image))).toEqual(
    [],
  );
});

test('nginx runs as a non-root user and writes only under /tmp', () => {
  const web = stage('web');
  const env = envOf(web);
  const user = all(web, 'USER').at(-1) ?? 'root';
  expect(['root', '0', 'nginx:root']).not.toContain(user.split(':')[0]);
  // What the start-up script writes, and where nginx reads its server config from.
  expect(env.get('RESTPOINT_NGINX_CONF')).toMatch(/^\/tmp\//);
  expect(env.get('RESTPOINT_CONFIG_DIR')).toMatch(/^\/tmp\//);
  const mainConfigEdit = all(web, 'RUN').find((run) => run.includes('/etc/nginx/nginx.conf'));
  const confDir = path.posix.dirname(env.get('RESTPOINT_NGINX_CONF')!);
  expect(mainConfigEdit).toContain(`include ${confDir}/*.conf;`);
  expect(mainConfigEdit).toContain("-e '/^user /d'");
  expect(mainConfigEdit).toMatch(/pid \/tmp\/nginx\.pid;/);
  for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    expect(mainConfigEdit).toMatch(new RegExp(`${temp}_temp_path /tmp/`));
  }
});

test('the web image serves web/dist with the repository nginx.conf and start-up script', () => {
  const web = stage('web');
  const env = envOf(web);
  const copies = copyDestinations(web);
  const from = (source: string, fromStage?: string) =>
    copies.find(({ copy }) => copy.from === fromStage && copy.sources.map(norm).includes(source));

  const dist = from(`${workdirOf(stage('build'))}/web/dist`, 'build');
  expect(dist && norm(dist.dest)).toBe(env.get('RESTPOINT_WEB_ROOT'));

  const template = from('nginx.conf');
  expect(template?.dest).toBe(env.get('RESTPOINT_NGINX_TEMPLATE'));

  // The official entrypoint runs executable /docker-entrypoint.d/*.sh before nginx starts.
  const script = from('web/docker/render-runtime.sh');
  expect(script?.dest).toMatch(/^\/docker-entrypoint\.d\/\d+-[\w.-]+\.sh$/);
  expect(Number.parseInt(script?.copy.chmod ?? '0', 8) & 0o111).toBe(0o111);
  // Executable in git too, so a plain checkout runs it.
  const file = path.join(REPO_DIR, 'web/docker/render-runtime.sh');
  expect(statSync(file).mode & 0o111).toBe(0o111);
  expect(read('web/docker/render-runtime.sh')).toMatch(/^#!\/bin\/sh\n/);

  expect(env.get('VITE_APP_API_URL')).toMatch(/^https?:\/\//);
  expect(env.get('VITE_APP_BASE_URL')).toMatch(/^https?:\/\//);
  expect(['true', 'false']).toContain(env.get('VITE_APP_ENABLE_API_MOCKING'));
});

test('the web image ships no source maps: the build stage deletes them from web/dist', () => {
  const build = stage('build');
  const runs = all(build, 'RUN');
  const buildStep = runs.findIndex((run) => /\bnpm run build\b/.test(run));
  expect(buildStep).toBeGreaterThanOrEqual(0);
  const afterBuild = runs.slice(buildStep).join('\n');
  expect(afterBuild).toMatch(/\bfind web\/dist\b[^\n]*-name '\*\.map'[^\n]*-delete\b/);
  // The web stage takes web/dist from that stage and nothing else of the build.
  const copies = copiesOf(stage('web')).filter((copy) => copy.from === 'build');
  expect(copies.flatMap((copy) => copy.sources.map(norm))).toEqual([
    norm(`${workdirOf(build)}/web/dist`),
  ]);
});

test('every setting compose and the images pass is one the console or the mock API reads', () => {
  const sourceText = (dir: string): string => {
    const root = path.join(REPO_DIR, dir);
    return readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(ts|tsx|js)$/.test(f) && !/\.(test|spec)\./.test(f))
      .map((f) => readFileSync(path.join(root, f), 'utf8'))
      .join('\n');
  };
  const readers: [RegExp, string, string][] = [
    [/^VITE_APP_/, 'web/src', sourceText('web/src')],
    [/^MOCK_/, 'mock-api/src', sourceText('mock-api/src')],
    [/^RESTPOINT_/, 'web/docker/render-runtime.sh', read('web/docker/render-runtime.sh')],
  ];
  const envExample = read('.env.example');
  const names = new Set([
    ...environmentOf(service('web')).keys(),
    ...environmentOf(service('mock-api')).keys(),
    ...envOf(stage('web')).keys(),
    ...[...envOf(stage('mock-api')).keys()].filter((k) => k.startsWith('MOCK_')),
  ]);
  const problems: string[] = [];
  for (const name of names) {
    const reader = readers.find(([prefix]) => prefix.test(name));
    if (!reader) {
      problems.push(`${name}: no part of the repository reads it`);
      continue;
    }
    const word = new RegExp(`\\b${name}\\b`);
    if (!word.test(reader[2])) problems.push(`${name} is not read in ${reader[1]}`);
    if (!name.startsWith('RESTPOINT_') && !word.test(envExample)) {
      problems.push(`${name} is not documented in .env.example`);
    }
  }
  expect(problems).toEqual([]);
});

test('the Docker build context has what the Dockerfile copies and no local builds', () => {
  const sources = stages
    .flatMap((s) => copiesOf(s).filter((c) => !c.from))
    .flatMap((c) => c.sources)
    .filter((source) => source !== '.');
  expect(sources.filter(dockerignored)).toEqual([]);
  const localBuilds = [
    'node_modules/react/index.js',
    'web/node_modules/x',
    'web/dist/index.html',
    'mock-api/dist/server.js',
    'e2e/output/report/index.html',
    'e2e/.tmp/html/index.html',
    '.git/HEAD',
    '.env',
  ];
  expect(localBuilds.filter((file) => !dockerignored(file))).toEqual([]);
  // `COPY . .` in the build stage needs the sources of both apps.
  const needed = ['web/src/main.tsx', 'web/index.html', 'mock-api/src/server.ts', 'tsconfig.json'];
  expect(needed.filter(dockerignored)).toEqual([]);
});
