// Speed goals of the mock API (issue 13). `npm run bench -w mock-api`; not part of `npm test`.
//
//  1. The calls screens make, answered in-process (Fastify inject, no network), at the default
//     data size and at the largest one allowed (200,000 drivers, 2,000,000 check-ins): p50 and
//     p95 of interleaved rounds; the budget applies to the median, so a busy machine does not flip
//     it. Each size runs in its own process, which also reports its start-up time (process start to
//     every call answered once, in-process under tsx, as this script runs) and resident memory.
//     Start-up is taken from 3 processes per size (the median has the budget, with its phases),
//     then from 3 starts of the compiled server as Docker runs it (`node dist/server.js`, process
//     start to listening) when the build is there and current (`npm run build -w mock-api`).
//  2. Throughput of `users_list` over HTTP against a bare Fastify route in the same process, in
//     alternating rounds (median of each): the ratio has a budget.
//  3. The time to clean hostile Markdown at the largest size a field allows.
//  4. /health while sign-ins run at the shipped password cost (scrypt N = 2^17): its worst and p95
//     answer times over HTTP, with 4 sign-ins in flight for up to 24 sign-ins or 10 s.
//  5. The worst `/health` answer while 100 hostile policy bodies ('![' x 25,000) from one sub
//     admin are in flight over HTTP (issue 22: 24.3 s when they were cleaned on the event loop).
//     `--health` runs this part only.
//
// Exits 1 when a figure is over its budget. `--size=default|largest` runs one size only (one
// start), `--rounds=N` changes the number of rounds, `--sign-ins` runs figure 4 only.
import { spawn, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { sanitizeMarkdown } from '../src/http/sanitize.js';
import { indiaDate, indiaDay } from '../src/india-time.js';
import { MAX_CMS_CONTENT } from '../src/routes/cms.js';
import { MAX_POLICY_BODY } from '../src/routes/policies.js';

const SIZES = {
  default: {},
  largest: { driverCount: 200_000, checkinCount: 2_000_000 },
} as const;
type Size = keyof typeof SIZES;

const START_BUDGET_MS = 20_000;
const RSS_BUDGET_MB = 2048;
const RATIO_BUDGET = 0.3;
/** Processes started per size: start-up and memory are their medians. */
const STARTS = 3;

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const sizeArg = option('size');
/** `--rounds=N`: fewer rounds for a quick look (the figures are then less steady). */
const roundsArg = option('rounds');
/** Set by the parent: the file a child appends its start-up figures to (one JSON line). */
const reportArg = option('report');
/** Set by the parent for the extra starts: start, answer every call once, report, exit. */
const startOnly = process.argv.includes('--start-only');

/** What one process reports of its start-up, ms since the process started. */
interface StartFigures {
  /** Modules loaded (this script and the app's, under tsx). */
  importedMs: number;
  /** buildApp: the seed and the routes. */
  builtMs: number;
  /** app.ready(): schemas compiled. */
  readyMs: number;
  /** Every call answered once (indexes built on first use are built by then): the start-up. */
  answeredMs: number;
  rssMb: number;
}

if (process.argv.includes('--sign-ins')) {
  process.exit((await healthUnderSignIns()) ? 0 : 1);
}
if (process.argv.includes('--health')) {
  process.exit((await healthUnderHostileWrites()) ? 0 : 1);
} else if (sizeArg === undefined) {
  // Each size in fresh processes: start-up and memory are their own.
  let failed = false;
  const script = fileURLToPath(import.meta.url);
  const reports = mkdtempSync(join(tmpdir(), 'mock-api-bench-'));
  for (const size of Object.keys(SIZES) as Size[]) {
    const report = join(reports, `${size}.jsonl`);
    for (let start = 0; start < STARTS; start += 1) {
      const args = [...process.execArgv, script, `--size=${size}`, `--report=${report}`];
      if (roundsArg) args.push(`--rounds=${roundsArg}`);
      if (start > 0) args.push('--start-only');
      const child = spawnSync(process.execPath, args, { stdio: 'inherit' });
      failed ||= child.status !== 0;
    }
    const starts = readFileSync(report, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as StartFigures);
    failed = !startBudgets(size, starts) || failed;
    failed = !(await compiledStart(size)) || failed;
  }
  rmSync(reports, { recursive: true, force: true });
  failed = !cleanMarkdown() || failed;
  failed = !(await healthUnderSignIns()) || failed;
  failed = !(await healthUnderHostileWrites()) || failed;
  process.exit(failed ? 1 : 0);
} else if (sizeArg in SIZES) {
  process.exit((await measureSize(sizeArg as Size)) ? 0 : 1);
} else {
  console.error(`--size must be one of ${Object.keys(SIZES).join(', ')}`);
  process.exit(2);
}

interface Call {
  method: 'GET' | 'POST';
  url: string;
  body?: object;
  /** Budget of the median, ms; none: reported only. */
  budgetMs?: number;
  /** Signed in as the sub admin (personal data masked, searches by whole numbers). */
  subAdmin?: boolean;
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
function quantile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

async function measureSize(size: Size): Promise<boolean> {
  const largest = size === 'largest';
  const importedMs = performance.now();
  const app = await buildApp({ logLevel: 'silent', ...SIZES[size] });
  const builtMs = performance.now();
  await app.ready();
  const readyMs = performance.now();
  const { store } = app;
  const signIn = async (email: string, password: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/adminlogin',
      payload: { email, password },
    });
    return { authorization: `Bearer ${response.json<{ body: { token: string } }>().body.token}` };
  };
  const admin = await signIn(app.config.adminEmail, app.config.adminPassword);
  const subAdmin = await signIn(app.config.subAdminEmail, app.config.subAdminPassword);

  // Ids that exist at this size: a busy city, state, point and company, a driver with stays.
  const city = store.cities.all()[0]!.id;
  const state = store.states.all()[0]!.id;
  const point = store.restingPoints.all()[0]!.id;
  const company = store.companies.all()[0]!.id;
  const driver = store.drivers.live().at(-100)!;
  const list = largest ? 5 : 25;
  const search = largest ? 50 : 60;
  const calls: Call[] = [
    { method: 'GET', url: '/dashboard_count', budgetMs: largest ? undefined : 10 },
    { method: 'GET', url: '/dashboard_trends', budgetMs: largest ? undefined : 25 },
    { method: 'GET', url: '/dashboard_activity', budgetMs: largest ? undefined : 15 },
    { method: 'GET', url: '/users_list?page=1&limit=10', budgetMs: list },
    { method: 'GET', url: '/users_list?page=150&limit=10', budgetMs: list },
    { method: 'GET', url: '/users_list?page=1&limit=10&status=blocked', budgetMs: list },
    { method: 'GET', url: `/users_list?page=2&limit=10&city_id=${city}`, budgetMs: list },
    { method: 'GET', url: `/users_list?page=1&limit=10&company_id=${company}`, budgetMs: list },
    { method: 'GET', url: '/users_list?page=1&limit=10&sort=name', budgetMs: list },
    { method: 'GET', url: '/users_list?page=3&limit=10&sort=city&order=desc', budgetMs: list },
    { method: 'GET', url: '/users_list?page=1&limit=10&sort=registered&order=asc', budgetMs: list },
    {
      method: 'GET',
      url: '/users_list?page=150&limit=10&serach=singh&status=active',
      budgetMs: search,
    },
    { method: 'GET', url: '/users_list?page=1&limit=10&serach=98', budgetMs: search },
    {
      method: 'GET',
      url: `/users_list?page=1&limit=10&serach=${encodeURIComponent(driver.mobile)}`,
      budgetMs: search,
      subAdmin: true,
    },
    {
      method: 'GET',
      url: '/users_list?page=1&limit=10&serach=kumar',
      budgetMs: search,
      subAdmin: true,
    },
    // Every live driver: exempt from the budgets at the largest size.
    { method: 'GET', url: '/users_list_all', budgetMs: largest ? undefined : 40 },
    { method: 'POST', url: '/user_detail_view', body: { user_id: driver.id }, budgetMs: list },
    { method: 'GET', url: '/checkin_detail_list?page=1&limit=10', budgetMs: list },
    { method: 'GET', url: '/checkin_detail_list?page=500&limit=10', budgetMs: list },
    { method: 'GET', url: '/checkin_detail_list?page=1&limit=10&now=1', budgetMs: list },
    {
      method: 'GET',
      url: `/checkin_detail_list?page=1&limit=10&state_id=${state}`,
      budgetMs: list,
    },
    {
      method: 'GET',
      url: `/checkin_detail_list?page=2&limit=10&resting_point_id=${point}&now=0`,
      budgetMs: list,
    },
    {
      method: 'GET',
      url: `/checkin_detail_list?page=1&limit=10&state_id=${state}&now=1`,
      budgetMs: list,
    },
    {
      method: 'GET',
      url: `/checkin_detail_list?page=1&limit=10&user_id=${driver.id}`,
      budgetMs: list,
    },
    {
      method: 'GET',
      url: `/checkin_detail_list?page=1&limit=10&from=${indiaDate(indiaDay(store.now.getTime()) - 10)}&to=${indiaDate(indiaDay(store.now.getTime()) - 3)}`,
      budgetMs: list,
    },
    {
      method: 'GET',
      url: '/checkin_detail_list?page=1&limit=10&sort=checked_in&order=asc',
      budgetMs: list,
    },
    { method: 'GET', url: '/checkin_detail_list?page=3&limit=10&search=hosur', budgetMs: search },
    { method: 'GET', url: '/checkin_detail_list?page=1&limit=10&search=singh', budgetMs: search },
    { method: 'GET', url: '/company_list', budgetMs: 15 },
  ];

  // The first answer of each call ends the start-up: indexes built lazily are built by then.
  for (const call of calls) await send(call);
  const figures: StartFigures = {
    importedMs,
    builtMs,
    readyMs,
    answeredMs: performance.now(),
    rssMb: process.memoryUsage().rss / 2 ** 20,
  };
  if (reportArg) appendFileSync(reportArg, `${JSON.stringify(figures)}\n`);
  if (startOnly) {
    await app.close();
    return true;
  }

  async function send(call: Call) {
    const started = performance.now();
    const response = await app.inject({
      method: call.method,
      url: call.url,
      headers: call.subAdmin ? subAdmin : admin,
      payload: call.body,
    });
    if (response.statusCode !== 200) {
      throw new Error(`${call.method} ${call.url}: ${response.statusCode} ${response.body}`);
    }
    return performance.now() - started;
  }

  // Interleaved rounds: a busy moment of the machine spreads over every call.
  const ROUNDS = roundsArg ? Number(roundsArg) : largest ? 21 : 41;
  const times = calls.map(() => [] as number[]);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, call] of calls.entries()) times[i]!.push(await send(call));
  }

  const drivers = store.drivers.size.toLocaleString('en-IN');
  const checkins = store.checkins.size.toLocaleString('en-IN');
  console.log(`\n== ${size} size: ${drivers} drivers, ${checkins} check-ins (${ROUNDS} rounds)`);
  console.log(`${'call'.padEnd(78)}  p50 ms  p95 ms  budget (p50)`);
  let ok = true;
  for (const [i, call] of calls.entries()) {
    const sorted = [...times[i]!].sort((a, b) => a - b);
    const p50 = quantile(sorted, 0.5);
    const within = call.budgetMs === undefined || p50 <= call.budgetMs;
    ok &&= within;
    const who = call.subAdmin ? ' (sub admin)' : '';
    console.log(
      `${`${call.method} ${call.url}${who}`.slice(0, 78).padEnd(78)}  ${p50.toFixed(2).padStart(6)}  ${quantile(sorted, 0.95).toFixed(2).padStart(6)}  ${call.budgetMs === undefined ? '     -' : String(call.budgetMs).padStart(6)}  ${within ? 'ok' : 'OVER BUDGET'}`,
    );
  }
  // Run alone (`--size=...`): this one start has the budgets; else the parent takes the median.
  if (!reportArg) ok = startBudgets(size, [figures]) && ok;

  ok = (await throughput(app, admin)) && ok;
  await app.close();
  return ok;
}

/**
 * The start-up and memory budgets of one size, on the median of its starts (in-process, tsx), with
 * where the time of the median start went.
 */
function startBudgets(size: Size, starts: StartFigures[]): boolean {
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  const answered = starts.map((start) => start.answeredMs);
  const middle = starts.find((start) => start.answeredMs === median(answered))!;
  const rss = median(starts.map((start) => start.rssMb));
  const startOk = middle.answeredMs <= START_BUDGET_MS;
  const rssOk = rss <= RSS_BUDGET_MB;
  const of = starts.length > 1 ? `median of ${starts.length} starts` : 'one start';
  console.log(
    `\n${size} size, start-up under tsx, in-process (process start to every call answered once), ${of}: ` +
      `${answered.map(seconds).join(' / ')} s -> ${seconds(middle.answeredMs)} s, budget ${START_BUDGET_MS / 1000} s  ${startOk ? 'ok' : 'OVER BUDGET'}`,
  );
  console.log(
    `  of which: modules ${seconds(middle.importedMs)} s, seed and routes ${seconds(middle.builtMs - middle.importedMs)} s, ` +
      `schemas (ready) ${seconds(middle.readyMs - middle.builtMs)} s, first answers ${seconds(middle.answeredMs - middle.readyMs)} s`,
  );
  console.log(
    `resident memory (${of}) ${rss.toFixed(0)} MB, budget ${RSS_BUDGET_MB} MB  ${rssOk ? 'ok' : 'OVER BUDGET'}`,
  );
  return startOk && rssOk;
}

/**
 * Start-up of the compiled server as Docker runs it (`node dist/server.js`: seed, check-in index,
 * listen), from spawning the process to its start-up banner, median of 3 starts. Skipped, and
 * said so, when the build is missing or older than the sources.
 */
async function compiledStart(size: Size): Promise<boolean> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const server = join(root, 'dist', 'server.js');
  const newest = (dir: string): number =>
    Math.max(
      ...readdirSync(dir, { withFileTypes: true }).map((entry) =>
        entry.isDirectory()
          ? newest(join(dir, entry.name))
          : statSync(join(dir, entry.name)).mtimeMs,
      ),
    );
  if (!existsSync(server) || statSync(server).mtimeMs < newest(join(root, 'src'))) {
    console.log(
      `${size} size, compiled server: not measured, the build is missing or older than src/ (npm run build -w mock-api)`,
    );
    return true;
  }
  const counts = SIZES[size] as { driverCount?: number; checkinCount?: number };
  const env = {
    ...process.env,
    MOCK_API_HOST: '127.0.0.1',
    MOCK_API_PORT: '0',
    MOCK_LOG_LEVEL: 'silent',
    ...(counts.driverCount ? { MOCK_DRIVER_COUNT: String(counts.driverCount) } : {}),
    ...(counts.checkinCount ? { MOCK_CHECKIN_COUNT: String(counts.checkinCount) } : {}),
  };
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const child = spawn(process.execPath, [server], {
        env,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      let listened: number | undefined;
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (listened === undefined && output.includes('Restpoint mock API')) {
          listened = performance.now() - started;
          child.kill('SIGTERM');
        }
      });
      // The next start waits for this process to be gone.
      child.on('exit', (code) => {
        if (listened === undefined) reject(new Error(`node dist/server.js exited (${code}) first`));
        else resolve(listened);
      });
    });
  const times: number[] = [];
  for (let start = 0; start < STARTS; start += 1) times.push(await once());
  const ok = median(times) <= START_BUDGET_MS;
  console.log(
    `${size} size, start-up compiled (node dist/server.js, process start to listening), median of ${STARTS} starts: ` +
      `${times.map((ms) => (ms / 1000).toFixed(1)).join(' / ')} s -> ${(median(times) / 1000).toFixed(1)} s, budget ${START_BUDGET_MS / 1000} s  ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
  return ok;
}

/**
 * Requests per second of `GET /users_list` (first page, signed in) against a bare Fastify route
 * answering a small JSON object, both over HTTP on this machine with keep-alive and 8 requests in
 * flight, in alternating rounds; the medians are compared.
 */
async function throughput(app: Awaited<ReturnType<typeof buildApp>>, headers: object) {
  const bare = Fastify();
  bare.get('/', async () => ({ success: true, message: 'ok', body: null }));
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const ROUND_MS = 1500;
  const IN_FLIGHT = 8;
  const rate = async (url: string, init: RequestInit) => {
    let done = 0;
    const until = performance.now() + ROUND_MS;
    const worker = async () => {
      while (performance.now() < until) {
        const response = await fetch(url, init);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        done += 1;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    return done / ((performance.now() - started) / 1000);
  };
  const bareRates: number[] = [];
  const listRates: number[] = [];
  // Uncompressed answers: this client runs in the same process as the server, and fetch inflates a
  // gzipped answer through zlib streams, which cost more than the list itself (measured with a raw
  // client instead, the server's own gzip of a 4 kB page costs about 30 µs a request).
  const identity = { 'accept-encoding': 'identity' };
  const listInit = { headers: { ...(headers as Record<string, string>), ...identity } };
  await rate(bareUrl, { headers: identity });
  await rate(`${appUrl}/users_list?page=1&limit=10`, listInit);
  for (let round = 0; round < 5; round += 1) {
    bareRates.push(await rate(bareUrl, { headers: identity }));
    listRates.push(await rate(`${appUrl}/users_list?page=1&limit=10`, listInit));
  }
  await bare.close();
  const ratio = median(listRates) / median(bareRates);
  const ok = ratio >= RATIO_BUDGET;
  console.log(
    `throughput over HTTP: users_list ${median(listRates).toFixed(0)} req/s, bare Fastify route ${median(bareRates).toFixed(0)} req/s: ${(ratio * 100).toFixed(0)}%, budget ${RATIO_BUDGET * 100}%  ${ok ? 'ok' : 'UNDER BUDGET'}`,
  );
  return ok;
}

// Cleaning Markdown must stay linear in its length: each of these once took seconds (the first two
// 5.6 s and 1 s with the old regular expressions) or is a known worst case of Markdown parsers.
// Each text is cleaned at its full length and at half of it, in interleaved rounds (each text
// once per round, so a busy moment spreads over every case and hits both lengths alike); the
// budget applies to the median at full length. The growth from half to full length is reported,
// not budgeted: linear work shows 1.5-2.5x, quadratic would show about 4x, but garbage collection
// alone moved some cases to 3x in one run (and back to 2x from 50,000 to 100,000 characters).
// The slowest case, image openers, takes about 290 ms on a quiet machine and 520-550 ms on a busy
// one: its old budget of 500 ms flipped. The budget is 1,000 ms: about 2x over the busy figure,
// and still well under the seconds a quadratic case took.
function cleanMarkdown(): boolean {
  const repeat = (unit: string, length: number) =>
    unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  const hostile: { name: string; length: number; make: (length: number) => string }[] = [
    {
      name: '"<a" + spaces (policy body)',
      length: MAX_POLICY_BODY,
      make: (n) => `<a${' '.repeat(n - 2)}`,
    },
    {
      name: '"<a" + slashes (CMS page)',
      length: MAX_CMS_CONTENT,
      make: (n) => `<a${'/'.repeat(n - 2)}`,
    },
    {
      name: '"<a" + slashes (policy body)',
      length: MAX_POLICY_BODY,
      make: (n) => `<a${'/'.repeat(n - 2)}`,
    },
    {
      name: 'nested brackets',
      length: 50_000,
      make: (n) => `${'['.repeat(n / 2)}${']'.repeat(n / 2)}`,
    },
    { name: 'nested block quotes', length: MAX_POLICY_BODY, make: (n) => '>'.repeat(n) },
    { name: 'list markers on one line', length: MAX_POLICY_BODY, make: (n) => repeat('* ', n) },
    { name: 'mismatched emphasis', length: MAX_POLICY_BODY, make: (n) => repeat('*a_ ', n) },
    { name: 'unclosed links', length: MAX_POLICY_BODY, make: (n) => repeat('[a](b ', n) },
    { name: 'image openers', length: MAX_POLICY_BODY, make: (n) => repeat('![', n) },
    { name: 'setext headings', length: MAX_POLICY_BODY, make: (n) => repeat('a\n=\n', n) },
    { name: 'unfinished tags', length: MAX_POLICY_BODY, make: (n) => repeat('<a x', n) },
    { name: 'HTML blocks', length: MAX_POLICY_BODY, make: (n) => repeat('<div>\n\n', n) },
    {
      name: 'inline scripts',
      length: MAX_POLICY_BODY,
      make: (n) => repeat('a <script>x</script> ', n),
    },
    {
      name: 'nested "<scr<script></script>ipt>"',
      length: 48_017,
      make: (n) => {
        const k = Math.round((n - 17) / 8);
        return `${'<scr'.repeat(k)}<script></script>${'ipt>'.repeat(k)}`;
      },
    },
  ];
  const CLEAN_ROUNDS = 9;
  const CLEAN_BUDGET_MS = 1000;
  const texts = hostile.map(({ length, make }) => ({ full: make(length), half: make(length / 2) }));
  const full = hostile.map(() => [] as number[]);
  const half = hostile.map(() => [] as number[]);
  const time = (text: string) => {
    const start = performance.now();
    sanitizeMarkdown(text);
    return performance.now() - start;
  };
  for (let round = 0; round < CLEAN_ROUNDS; round += 1) {
    for (const [i, text] of texts.entries()) {
      half[i]!.push(time(text.half));
      full[i]!.push(time(text.full));
    }
  }
  let ok = true;
  console.log(
    `\nclean Markdown (${CLEAN_ROUNDS} rounds, medians)            chars  full ms  half ms  growth  budget ms`,
  );
  for (const [i, { name }] of hostile.entries()) {
    const fullMs = median(full[i]!);
    const growth = fullMs / median(half[i]!);
    const within = fullMs <= CLEAN_BUDGET_MS;
    ok &&= within;
    console.log(
      `${name.padEnd(40)} ${String(texts[i]!.full.length).padStart(7)}  ${fullMs.toFixed(1).padStart(7)}  ${median(half[i]!).toFixed(1).padStart(7)}  ${`${growth.toFixed(1)}x`.padStart(6)}  ${String(CLEAN_BUDGET_MS).padStart(9)}  ${within ? 'ok' : 'OVER BUDGET'}`,
    );
  }
  return ok;
}

/**
 * /health while sign-ins run at the shipped cost (scrypt N = 2^17, about 0.4 s and 128 MiB each on
 * an idle core): password hashing runs in its own thread (plugins/password-hashing.ts), so the
 * event loop keeps answering. Sign-ins go over HTTP, 4 at a time (throttling off), until 24 have
 * been sent or 10 s have passed; /health is asked every 20 ms meanwhile, and for 2 s before. The budget is on the
 * worst /health answer.
 */
async function healthUnderSignIns(): Promise<boolean> {
  const HEALTH_BUDGET_MS = 200;
  const SIGN_INS = 24;
  const IN_FLIGHT = 4;
  const LIMIT_MS = 10_000;
  const off = { max: 0, windowSeconds: 60 };
  const app = await buildApp({
    logLevel: 'silent',
    driverCount: 200,
    checkinCount: 1000,
    passwordHashCost: 17,
    loginLimitPerAddress: off,
    loginLimitPerAccountAddress: off,
    loginLimitPerAccount: off,
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const body = JSON.stringify({ email: app.config.adminEmail, password: app.config.adminPassword });
  const statuses: number[] = [];
  const signInTimes: number[] = [];
  const healthTimes: number[] = [];
  let signingIn = true;
  let launched = 0;

  const signInWorker = async () => {
    while (launched < SIGN_INS && performance.now() - started < LIMIT_MS) {
      launched += 1;
      const at = performance.now();
      const response = await fetch(`${url}/adminlogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      await response.arrayBuffer();
      statuses.push(response.status);
      signInTimes.push(performance.now() - at);
    }
  };
  const healthWatcher = async (times: number[], going: () => boolean) => {
    while (going()) {
      const at = performance.now();
      const response = await fetch(`${url}/health`);
      await response.arrayBuffer();
      times.push(performance.now() - at);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  // The same machine without sign-ins first: on a shared machine its worst is not zero either.
  await (await fetch(`${url}/health`)).arrayBuffer(); // the connection and the route warmed up
  const baseline: number[] = [];
  const quietUntil = performance.now() + 2000;
  await healthWatcher(baseline, () => performance.now() < quietUntil);
  const started = performance.now();
  const watching = healthWatcher(healthTimes, () => signingIn);
  await Promise.all(Array.from({ length: IN_FLIGHT }, signInWorker));
  signingIn = false;
  await watching;
  const elapsed = performance.now() - started;
  await app.close();

  const sorted = [...healthTimes].sort((a, b) => a - b);
  const worst = sorted.at(-1) ?? 0;
  const ok = worst <= HEALTH_BUDGET_MS;
  const count = (status: number) => statuses.filter((answer) => answer === status).length;
  console.log(
    `/health under sign-ins (scrypt N=2^17, ${IN_FLIGHT} in flight): ${statuses.length} sign-ins in ${(elapsed / 1000).toFixed(1)} s ` +
      `(${count(200)} x 200, ${count(503)} x 503; median ${median(signInTimes).toFixed(0)} ms each), ` +
      `/health ${healthTimes.length} answers: p50 ${median(healthTimes).toFixed(1)} ms, p95 ${quantile(sorted, 0.95).toFixed(1)} ms, ` +
      `worst ${worst.toFixed(1)} ms (without sign-ins: p95 ${quantile(
        [...baseline].sort((a, b) => a - b),
        0.95,
      ).toFixed(1)} ms, worst ${Math.max(...baseline).toFixed(1)} ms), ` +
      `budget ${HEALTH_BUDGET_MS} ms  ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
  return ok;
}

/**
 * One sub admin sends 100 policies of '![' x 25,000 at once (cleaning each costs about 200 times
 * plain text) while `/health` is asked every 50 ms until the last is answered; the worst `/health`
 * answer has the budget. The write limit is off, so all 100 reach the cleaning.
 */
async function healthUnderHostileWrites(): Promise<boolean> {
  const HEALTH_BUDGET_MS = 200;
  const HOSTILE_WRITES = 100;
  const app = await buildApp({
    logLevel: 'silent',
    driverCount: 20,
    checkinCount: 50,
    restingPointCount: 5,
    writeLimitPerAccount: { max: 0, windowSeconds: 60 },
  });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const signIn = await post('/adminlogin', {
    email: app.config.subAdminEmail,
    password: app.config.subAdminPassword,
  });
  const token = ((await signIn.json()) as { body: { token: string } }).body.token;
  const policy = (title: string, body: string) =>
    post('/policy_add', { title, body, effective_date: '2027-01-01' }, token);
  await policy('Warm-up', 'Started the cleaning workers.');

  const body = '!['.repeat(25_000);
  const started = performance.now();
  let inFlight = true;
  const writes = Promise.all(
    Array.from({ length: HOSTILE_WRITES }, (_, index) =>
      policy(`Hostile ${index}`, body).then((res) => res.status),
    ),
  ).finally(() => (inFlight = false));
  const health: number[] = [];
  while (inFlight) {
    const asked = performance.now();
    await fetch(`${origin}/health`);
    health.push(performance.now() - asked);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const statuses = await writes;
  const allMs = performance.now() - started;
  await app.close();
  const worst = Math.max(...health);
  const ok = worst <= HEALTH_BUDGET_MS;
  const created = statuses.filter((status) => status === 201).length;
  const p99 = [...health].sort((a, b) => a - b)[Math.floor(health.length * 0.99)] ?? worst;
  console.log(
    `\n/health under ${HOSTILE_WRITES} hostile policy saves (${created} saved in ${(allMs / 1000).toFixed(1)} s): worst ${worst.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, median ${median(health).toFixed(0)} ms of ${health.length} asked, budget ${HEALTH_BUDGET_MS} ms on the worst  ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
  return ok;
}
