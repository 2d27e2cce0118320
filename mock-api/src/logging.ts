/**
 * What the mock API prints while it runs. MOCK_LOG_FORMAT=short (the default) is for a person
 * watching a terminal: one line per answered request, `POST /adminlogin 200 12ms`, plus warnings
 * and errors. MOCK_LOG_FORMAT=json keeps Fastify's own JSON log lines (two per request) for tools.
 * MOCK_LOG_LEVEL applies to both; request lines are `info`, so `warn` leaves only problems.
 */
import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from './config.js';

/** The part of a pino log entry the short format reads. */
export interface LogEntry {
  level: number;
  msg?: string;
  /** Set on the entries `ShortRequestLog` writes. */
  requestLine?: boolean;
  err?: { message?: string; stack?: string };
}

const WARN = 40;
const LEVEL_NAMES: Record<number, string> = { 40: 'warn', 50: 'error', 60: 'fatal' };

/**
 * Query parameters a log must not keep: credentials (a download link's `token`, a signed photo
 * URL's `sig`), however short-lived, and search terms (`serach`, `search`), which are often a
 * driver's mobile number, e-mail or name. Every log format (and the web image's nginx access log,
 * nginx.conf) writes them as `…`.
 */
const UNLOGGED_PARAMS = /([?&](?:token|sig|serach|search)=)[^&#]*/g;

/** The URL with what a log must not keep left out: `/users_export?token=…`. */
export const redactedUrl = (url: string): string => url.replace(UNLOGGED_PARAMS, '$1…');

/**
 * `POST /adminlogin 200 12ms`: the request as the browser sent it, its credentials left out
 * (`redactedUrl`), and how it was answered.
 */
export function requestLine(method: string, url: string, status: number, ms: number): string {
  return `${method} ${redactedUrl(url)} ${status} ${Math.round(ms)}ms`;
}

/**
 * One pino entry in the short format, or null to leave it out: request lines as they are,
 * warnings and errors with their level (and an error's stack), other notes (such as Fastify's
 * "Server listening at", which the start-up banner already says) not at all.
 */
export function shortLine(entry: LogEntry): string | null {
  if (entry.requestLine) return entry.msg ?? null;
  if (entry.level < WARN) return null;
  const level = LEVEL_NAMES[entry.level] ?? 'error';
  const detail = entry.err?.stack ?? entry.err?.message;
  return `${level}: ${entry.msg ?? ''}${detail ? `\n${detail}` : ''}`;
}

/**
 * Fastify's own serializer of the request in JSON entries (fastify/lib/logger-pino.js), with the
 * URL's credentials left out.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    version: [request.headers['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** JSON entries on standard output, through `process.stdout` like the short format's. */
const jsonStream = { write: (json: string) => process.stdout.write(json) };

/** A pino destination that prints each entry in the short format on standard output. */
const shortStream = {
  write(json: string) {
    const line = shortLine(JSON.parse(json) as LogEntry);
    if (line !== null) process.stdout.write(`${line}\n`);
  },
};

/**
 * Fastify's request logging, one line per answered request instead of two JSON entries. CORS
 * preflights that succeed are left out: the browser sends one before most calls, and they say
 * nothing new.
 */
class ShortRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (request.method === 'OPTIONS' && reply.statusCode < 400) return;
    const line = requestLine(request.method, request.url, reply.statusCode, reply.elapsedTime);
    if (error) reply.log.error({ requestLine: true, err: error }, line);
    else reply.log.info({ requestLine: true }, line);
  }
}

/** Fastify's logger options for the configured level and format. */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (config.logLevel === 'silent') return { logger: false };
  if (config.logFormat === 'json') {
    const serializers = { req: serializeRequest };
    return { logger: { level: config.logLevel, serializers, stream: jsonStream } };
  }
  return {
    logger: { level: config.logLevel, stream: shortStream },
    logController: new ShortRequestLog(),
  };
}
