import { pipeline, Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { stringify } from 'csv-stringify';
import { Type, type Static, type TObject } from 'typebox';
import { currentAuth, ensurePermitted, sessionOver } from '../auth.js';
import { indiaDate, indiaDay } from '../india-time.js';
import { generateToken } from '../passwords.js';
import type { AdminRecord } from '../store/index.js';
import { ok } from './envelope.js';
import { explainedPattern, gone, notFound } from './errors.js';
import { envelope, errorResponses, ExportLink, ref, type ErrorStatus } from './schemas.js';

/*
 * CSV exports of lists: a designed exception to "every answer is JSON".
 *
 * The console never holds a whole export in memory. It asks for a link with the list's filters and
 * sort (`POST /users_export_link`, signed in like the list), then lets the browser follow it
 * (`GET /users_export?token=…`, no Authorization header), which saves the file as it arrives. The
 * API writes the file row by row through a stream, so no export is held whole on either side.
 *
 * A link works once, for `exportLinkTtlSeconds` (60 s), and only while the session that asked for
 * it lasts; the token is 256 random bits. Its rows are the list's own rows, from the same filter
 * and sort function, with no row cap.
 *
 * In a section with a permission both routes need read access to it: the link request through
 * the section's guard, the download by checking the account that asked for the link, as it is at
 * download time (its permissions may have changed in between).
 */

/** Epoch milliseconds a link stays known after it ended, so a late reuse gets 410, not 404. */
const REMEMBER_ENDED_MS = 10 * 60_000;

export const EXPORT_MESSAGES = {
  unknown: 'This download link is not valid. Export the list again.',
  used: 'This download link was used already. Export the list again for a new one.',
  expired: 'This download link has expired. Export the list again for a new one.',
  signedOut: 'The session that asked for this download has ended. Sign in and export again.',
} as const;

/** A cell a spreadsheet could read as a formula starts with one of = + - @, a tab or a CR. */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A phone number as the data holds them (`+91 98765 43210`, `+91-98765-43210`), or masked
 * (`+91 98••• ••210`): a plus, then digits, spaces, hyphens and mask bullets only. Without letters
 * it can name no function, reference or link, so it is left as it is and reads as a phone number,
 * not as `'+91 98765 43210`.
 */
const PHONE_NUMBER = /^\+\d[\d •-]{6,}\d$/;

/**
 * A text cell made safe to open in a spreadsheet (CSV injection): one that could start a formula
 * gets a leading apostrophe, which spreadsheets take as "this is text", unless it is a phone
 * number. Numbers are written as numbers and never changed.
 */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) && !PHONE_NUMBER.test(text) ? `'${text}` : text;
}

/** A column of an export: its heading and its cell for a row (null: empty). */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null;
}

/**
 * The CSV file of `rows`, as a stream written one row at a time as the client reads it: UTF-8
 * with a byte order mark (so Excel reads Hindi names), a heading row, CRLF line ends, quoting
 * where needed (commas, quotes, line breaks), formula-like cells neutralised.
 */
export function csvStream<T>(rows: Iterable<T>, columns: readonly CsvColumn<T>[]): Readable {
  function* records() {
    yield columns.map((column) => column.header);
    for (const row of rows) yield columns.map((column) => column.value(row));
  }
  const csv = stringify({
    bom: true,
    record_delimiter: 'windows',
    quote_record_delimiter: true, // a line break inside a cell is quoted, whatever the line end
    cast: { string: (value) => neutraliseCell(value) },
  });
  // Errors (a client that went away) end both streams; there is nobody left to tell.
  return pipeline(Readable.from(records()), csv, () => undefined);
}

const DownloadQuery = Type.Object(
  {
    token: Type.String({
      maxLength: 100,
      pattern: explainedPattern('^[A-Za-z0-9_-]{20,}$', 'is not a download token'),
      description: 'From the `url` the export link request answered',
    }),
  },
  { additionalProperties: false },
);

export interface ExportSpec<Q extends TObject, T> {
  /** Names the file: `drivers` → `drivers-2026-11-23.csv`. */
  name: string;
  /** e.g. `/users_export`; the link request is the same path with `_link`. */
  path: `/${string}`;
  /** What the rows are, for the summaries: "drivers". */
  what: string;
  /** The list's filters and sort: the link request's body. */
  query: Q;
  /**
   * The rows of that view, in the list's order: the same function the list pages. `viewer` is
   * the account the link was made for, as it is when the file is written (its permissions decide,
   * e.g., whether drivers' personal data is masked).
   */
  rows: (query: Static<Q>, viewer: AdminRecord) => Iterable<T>;
  columns: readonly CsvColumn<T>[];
  /** Statuses the link request may answer besides 400 and 401 (the drivers' 429 of searches). */
  linkErrors?: readonly ErrorStatus[];
}

/**
 * The two routes of a list's CSV export, registered in the list's section: `POST <path>_link`
 * (the section's access, like the list) and `GET <path>` (public: the token is the credential).
 */
export function exportRoutes<Q extends TObject, T>(
  spec: ExportSpec<Q, T>,
): FastifyPluginAsyncTypebox {
  const { name, path, what } = spec;
  return async (app) => {
    const { store, config } = app;

    app.post(
      `${path}_link`,
      {
        config: { permission: 'read' },
        schema: {
          summary: `A download link for the CSV of ${what}: the list's view, every row`,
          description: `Takes the list's filters and sort (no page: the file has every matching row, in the list's order). Answers a link that works once, within ${config.exportLinkTtlSeconds} seconds, without the Authorization header.`,
          body: spec.query,
          response: {
            200: envelope(ref(ExportLink)),
            ...errorResponses(400, 401, ...(spec.linkErrors ?? [])),
          },
        },
      },
      async (request) => {
        const { user, session } = currentAuth(request);
        const now = Date.now();
        store.exportLinks.forgetEndedBefore(now - REMEMBER_ENDED_MS);
        const token = generateToken();
        const expiresAt = now + Math.round(config.exportLinkTtlSeconds * 1000);
        store.exportLinks.add({
          token,
          path,
          query: request.body,
          userId: user.id,
          sessionToken: session.token,
          expiresAt,
          used: false,
        });
        return ok('Download link ready', {
          url: `${path}?token=${token}`,
          filename: `${name}-${indiaDate(indiaDay(now))}.csv`,
          expires_at: new Date(expiresAt).toISOString(),
        });
      },
    );

    app.get(
      path,
      {
        // HEAD would spend the single use without a file: only GET follows the link.
        exposeHeadRoute: false,
        config: { access: 'public', permission: 'read' },
        schema: {
          summary: `The CSV file of ${what}, from a download link`,
          description: `Needs no Authorization header: the token of \`POST ${path}_link\` is the credential. UTF-8 with a byte order mark, a heading row, CRLF line ends; times in India time (IST). A text cell that could start a spreadsheet formula (= + - @, tab, CR) starts with an apostrophe, except phone numbers such as +91 98765 43210. Unknown token: 404. Used, expired, or its session ended: 410.`,
          querystring: DownloadQuery,
          response: {
            200: {
              description: 'The CSV file, as an attachment, written row by row',
              headers: {
                'Content-Disposition': Type.String({
                  pattern: '^attachment; filename="[a-z-]+-[0-9]{4}-[0-9]{2}-[0-9]{2}\\.csv"$',
                  description: `The file name to save it as: \`attachment; filename="${name}-<India date>.csv"\``,
                }),
              },
              content: { 'text/csv': { schema: Type.String() } },
            },
            ...errorResponses(400, 404, 410),
          },
        },
      },
      async (request, reply) => {
        const now = Date.now();
        const link = store.exportLinks.get(request.query.token);
        if (!link || link.path !== path) throw notFound(EXPORT_MESSAGES.unknown);
        if (link.used) throw gone(EXPORT_MESSAGES.used, 'used');
        if (link.expiresAt <= now) throw gone(EXPORT_MESSAGES.expired, 'expired');
        const session = store.sessions.get(link.sessionToken);
        const user = store.admins.findById(link.userId);
        if (
          !session ||
          sessionOver(session, config.idleTimeoutSeconds, now) ||
          user?.status !== 'active'
        ) {
          throw gone(EXPORT_MESSAGES.signedOut, 'signed_out');
        }
        const need = request.routeOptions.config.requires;
        if (need) ensurePermitted(user, need);
        link.used = true;
        const filename = `${name}-${indiaDate(indiaDay(now))}.csv`;
        const file = csvStream(spec.rows(link.query as Static<Q>, user), spec.columns);
        return (
          reply
            .type('text/csv; charset=utf-8')
            .header('Content-Disposition', `attachment; filename="${filename}"`)
            // Fastify pipes a stream as it is; the schema's string type only describes the file.
            .send(file as unknown as string)
        );
      },
    );
  };
}
