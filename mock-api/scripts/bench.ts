// Speed goals of the mock API: p95 answer time of the calls screens make, measured in-process
// (Fastify inject, no network) on the default data size, then the time to clean hostile Markdown
// at the largest size a field allows. `npm run bench -w mock-api`.
// Exits 1 when a call is over its budget.
import { buildApp } from '../src/app.js';
import { sanitizeMarkdown } from '../src/http/sanitize.js';
import { MAX_CMS_CONTENT } from '../src/routes/cms.js';
import { MAX_POLICY_BODY } from '../src/routes/policies.js';

const RUNS = 60;
const calls: { method: 'GET' | 'POST'; url: string; body?: object; budgetMs: number }[] = [
  { method: 'GET', url: '/dashboard_count', budgetMs: 10 },
  { method: 'GET', url: '/dashboard_trends', budgetMs: 25 },
  { method: 'GET', url: '/dashboard_activity', budgetMs: 15 },
  { method: 'GET', url: '/users_list?page=1&limit=10', budgetMs: 25 },
  { method: 'GET', url: '/users_list?page=150&limit=10&serach=singh&status=active', budgetMs: 25 },
  { method: 'GET', url: '/users_list_all', budgetMs: 40 },
  { method: 'POST', url: '/user_detail_view', body: { user_id: 1500 }, budgetMs: 25 },
  { method: 'GET', url: '/checkin_detail_list?page=1&limit=10', budgetMs: 60 },
  { method: 'GET', url: '/checkin_detail_list?page=3&limit=10&search=hosur', budgetMs: 60 },
  { method: 'GET', url: '/company_list', budgetMs: 15 },
];

const app = await buildApp({ logLevel: 'silent' });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/adminlogin',
  payload: { email: app.config.adminEmail, password: app.config.adminPassword },
});
const headers = { authorization: `Bearer ${login.json<{ body: { token: string } }>().body.token}` };

let over = false;
console.log('call                                                         p50 ms  p95 ms  budget');
for (const call of calls) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    const response = await app.inject({
      method: call.method,
      url: call.url,
      headers,
      payload: call.body,
    });
    times.push(performance.now() - start);
    if (response.statusCode !== 200)
      throw new Error(`${call.method} ${call.url}: ${response.statusCode}`);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const ok = p(0.95) <= call.budgetMs;
  over ||= !ok;
  console.log(
    `${`${call.method} ${call.url}`.padEnd(60)} ${p(0.5).toFixed(1).padStart(6)}  ${p(0.95).toFixed(1).padStart(6)}  ${String(call.budgetMs).padStart(6)}  ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
await app.close();

// Cleaning Markdown must stay linear in its length: each of these once took seconds (the first two
// 5.6 s and 1 s with the old regular expressions) or is a known worst case of Markdown parsers.
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
  const ok = max <= CLEAN_BUDGET_MS;
  over ||= !ok;
  console.log(
    `${name.padEnd(40)} ${String(text.length).padStart(7)}  ${times[CLEAN_RUNS >> 1]!.toFixed(1).padStart(9)}  ${max.toFixed(1).padStart(6)}  ${String(CLEAN_BUDGET_MS).padStart(6)}  ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
process.exit(over ? 1 : 0);
