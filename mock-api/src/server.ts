import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { DOCS_PREFIX } from './openapi.js';

// The repo root .env (mock-api/src or mock-api/dist → ../../.env). Real environment variables win.
const envFile = fileURLToPath(new URL('../../.env', import.meta.url));
if (existsSync(envFile)) process.loadEnvFile(envFile);

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error(`mock-api: invalid configuration: ${(error as Error).message}`);
  process.exit(1);
}

const app = await buildApp(config);
// The check-in list's index is built before the first request rather than during it.
app.store.checkins.index();

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  console.error(
    `mock-api: could not listen on ${config.host}:${config.port}: ${(error as Error).message}`,
  );
  process.exit(1);
}

/** What the terminal will show of the requests, and how to change it. */
function requestLogNote({ logLevel, logFormat }: Pick<Config, 'logLevel' | 'logFormat'>): string {
  if (logLevel === 'silent') return 'off (MOCK_LOG_LEVEL=silent)';
  const problemsOnly = ['fatal', 'error', 'warn'].includes(logLevel);
  if (problemsOnly) return `warnings and errors only (MOCK_LOG_LEVEL=${logLevel})`;
  if (logFormat === 'json') return 'Fastify JSON lines (MOCK_LOG_FORMAT=json)';
  return 'one line per request (MOCK_LOG_FORMAT=json for JSON lines)';
}

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const base = `http://${shownHost}:${port}`;

console.log(
  [
    '',
    `  Restpoint mock API   ${base}`,
    `  API docs             ${base}${DOCS_PREFIX}  (OpenAPI JSON: ${base}${DOCS_PREFIX}/json)`,
    `  Console (CORS)       ${config.corsOrigins.slice(0, 2).join(', ')}${config.corsOrigins.length > 2 ? `  (+${config.corsOrigins.length - 2} more)` : ''}`,
    `  Admin login          ${config.adminEmail} / ${config.adminPassword}`,
    `  Sub admin login      ${config.subAdminEmail} / ${config.subAdminPassword}`,
    `  Seed                 ${config.seed} (${config.subAdminCount} generated sub admins)`,
    `  Test control         ${config.enableTestControl ? 'ON  (POST /__reset, GET|POST|DELETE /__faults)' : 'off (set MOCK_ENABLE_RESET=true to enable /__reset and /__faults)'}`,
    `  Request log          ${requestLogNote(config)}`,
    ...(config.latencyMs > 0 ? [`  Latency              ${config.latencyMs} ms per answer`] : []),
    ...(config.faults.length > 0
      ? [
          `  Preset faults        ${config.faults.map((f) => `${f.method} ${f.url}=${f.status}`).join('; ')}`,
        ]
      : []),
    '',
  ].join('\n'),
);

let closing = false;
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  console.log(`mock-api: ${signal} received, closing`);
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    console.error('mock-api: error while closing', error);
    process.exit(1);
  }
}
process.on('SIGINT', (signal) => void shutdown(signal));
process.on('SIGTERM', (signal) => void shutdown(signal));
