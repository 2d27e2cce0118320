// Speed goals of the mock API: p95 answer time of the calls screens make, measured in-process
// (Fastify inject, no network) on the default data size. `npm run bench -w mock-api`.
// Exits 1 when a call is over its budget.
import { buildApp } from '../src/app.js';

const RUNS = 60;
const calls: { method: 'GET' | 'POST'; url: string; body?: object; budgetMs: number }[] = [
  { method: 'GET', url: '/dashboard_count', budgetMs: 10 },
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
process.exit(over ? 1 : 0);
