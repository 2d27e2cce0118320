// Speed goals of the mock API (issue 13). `npm run bench -w mock-api`; not part of `npm test`.
//
//  1. The calls screens make, answered in-process (Fastify inject, no network), at the default
//     data size and at the largest one allowed (200,000 drivers, 2,000,000 check-ins): p50 and
//     p95 of interleaved rounds; the budget applies to the median, so a busy machine does not flip
//     it. Each size runs in its own process, which also reports its start-up time (process start to
//     the first answer) and resident memory.
//  2. Throughput of `users_list` over HTTP against a bare Fastify route in the same process, in
//     alternating rounds (median of each): the ratio has a budget.
//  3. The time to clean hostile Markdown at the largest size a field allows.
//
// Exits 1 when a figure is over its budget. `--size=default|largest` runs one size only,
// `--rounds=N` changes the number of rounds.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { sanitizeMarkdown } from '../src/http/sanitize.js';
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

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const sizeArg = option('size');
/** `--rounds=N`: fewer rounds for a quick look (the figures are then less steady). */
const roundsArg = option('rounds');

if (sizeArg === undefined) {
  // Each size in a fresh process: start-up and memory are its own.
  let failed = false;
  for (const size of Object.keys(SIZES)) {
    const script = fileURLToPath(import.meta.url);
    const args = [...process.execArgv, script, `--size=${size}`];
    if (roundsArg) args.push(`--rounds=${roundsArg}`);
    const child = spawnSync(process.execPath, args, { stdio: 'inherit' });
    failed ||= child.status !== 0;
  }
  failed = !cleanMarkdown() || failed;
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
  const app = await buildApp({ logLevel: 'silent', ...SIZES[size] });
  await app.ready();
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
      url: `/checkin_detail_list?page=1&limit=10&from=${indiaDay(store.now, -10)}&to=${indiaDay(store.now, -3)}`,
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
  const startMs = performance.now();
  const rssMb = process.memoryUsage().rss / 2 ** 20;

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
  const startOk = startMs <= START_BUDGET_MS;
  const rssOk = rssMb <= RSS_BUDGET_MB;
  ok &&= startOk && rssOk;
  console.log(
    `start-up (process start to every call answered once) ${(startMs / 1000).toFixed(1)} s, budget ${START_BUDGET_MS / 1000} s  ${startOk ? 'ok' : 'OVER BUDGET'}`,
  );
  console.log(
    `resident memory ${rssMb.toFixed(0)} MB, budget ${RSS_BUDGET_MB} MB  ${rssOk ? 'ok' : 'OVER BUDGET'}`,
  );

  ok = (await throughput(app, admin)) && ok;
  await app.close();
  return ok;
}

/** The India date `days` from `now`, YYYY-MM-DD. */
function indiaDay(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
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
  const listInit = { headers: headers as Record<string, string> };
  await rate(bareUrl, {});
  await rate(`${appUrl}/users_list?page=1&limit=10`, listInit);
  for (let round = 0; round < 5; round += 1) {
    bareRates.push(await rate(bareUrl, {}));
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
function cleanMarkdown(): boolean {
  const repeat = (unit: string, length: number) =>
    unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  const hostile: { name: string; text: string }[] = [
    { name: '"<a" + spaces (policy body)', text: `<a${' '.repeat(MAX_POLICY_BODY - 2)}` },
    { name: '"<a" + slashes (CMS page)', text: `<a${'/'.repeat(MAX_CMS_CONTENT - 2)}` },
    { name: '"<a" + slashes (policy body)', text: `<a${'/'.repeat(MAX_POLICY_BODY - 2)}` },
    { name: 'nested brackets', text: `${'['.repeat(25_000)}${']'.repeat(25_000)}` },
    { name: 'nested block quotes', text: '>'.repeat(MAX_POLICY_BODY) },
    { name: 'list markers on one line', text: repeat('* ', MAX_POLICY_BODY) },
    { name: 'mismatched emphasis', text: repeat('*a_ ', MAX_POLICY_BODY) },
    { name: 'unclosed links', text: repeat('[a](b ', MAX_POLICY_BODY) },
    { name: 'image openers', text: repeat('![', MAX_POLICY_BODY) },
    { name: 'setext headings', text: repeat('a\n=\n', MAX_POLICY_BODY) },
    { name: 'unfinished tags', text: repeat('<a x', MAX_POLICY_BODY) },
    { name: 'HTML blocks', text: repeat('<div>\n\n', MAX_POLICY_BODY) },
    { name: 'inline scripts', text: repeat('a <script>x</script> ', MAX_POLICY_BODY) },
    {
      name: 'nested "<scr<script></script>ipt>"',
      text: `${'<scr'.repeat(6000)}<script></script>${'ipt>'.repeat(6000)}`,
    },
  ];
  const CLEAN_RUNS = 5;
  const CLEAN_BUDGET_MS = 500;
  let ok = true;
  console.log('\nclean Markdown                              chars  median ms  max ms  budget');
  for (const { name, text } of hostile) {
    const times: number[] = [];
    for (let i = 0; i < CLEAN_RUNS; i += 1) {
      const start = performance.now();
      sanitizeMarkdown(text);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const max = times.at(-1)!;
    const within = median(times) <= CLEAN_BUDGET_MS;
    ok &&= within;
    console.log(
      `${name.padEnd(40)} ${String(text.length).padStart(7)}  ${median(times).toFixed(1).padStart(9)}  ${max.toFixed(1).padStart(6)}  ${String(CLEAN_BUDGET_MS).padStart(6)}  ${within ? 'ok' : 'OVER BUDGET'}`,
    );
  }
  return ok;
}
