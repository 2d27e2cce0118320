import type { FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { currentAuth } from '../auth.js';
import { indiaTime } from '../india-time.js';
import { fullName } from '../store/index.js';
import { nextVersion, type Versioned } from '../store/collection.js';
import { fieldError } from './envelope.js';
import { HttpError, notFound } from './errors.js';
import { errorFields } from './schemas.js';

/**
 * Optimistic locking for every record the console edits (companies, states, cities, resting
 * points, police contacts, CMS pages, sub admins, vehicle types). Each record carries a
 * `version`; an edit may send back the version it was based on, and is refused (409, with the
 * record as it is now) when somebody changed the record in between. An edit without `version`
 * applies as before, so a client that sends only the spec's fields keeps working.
 */

/** The optional `version` of an edit request. */
export const ExpectedVersion = Type.Optional(
  Type.Integer({
    minimum: 1,
    description:
      'The `version` of the record you started from. If the record has changed since, the answer is 409 with the record as it is now and nothing is saved. Left out: the edit applies whatever the version.',
  }),
);

/**
 * The 409 answer of an edit route. A stale edit answers the current record in `body` and a `version`
 * field error; other conflicts (a duplicate name, say) answer `body: null` as usual.
 */
export function editConflictResponse<T extends TSchema>(record: T) {
  return Type.Object(
    {
      ...errorFields(
        Type.Union([record, Type.Null()], {
          description: 'When the edit was based on an old version: the record as it is now',
        }),
      ),
    },
    {
      description:
        'Conflict: the record changed since the version you sent (`body` holds it now, `errors` names `version`), or the change clashes with other data (`body` null)',
    },
  );
}

/** The signed-in admin, as `updated_by` records them. */
export const editorName = (request: FastifyRequest) => fullName(currentAuth(request).user);

/** The versioning fields of a record `request` creates. */
export function firstVersion(request: FastifyRequest) {
  const now = new Date().toISOString();
  return { created_at: now, version: 1, updated_at: now, updated_by: editorName(request) };
}

/** The 409 of an edit based on version `sent` of `row`, with the values its message names. */
function staleVersion(what: string, row: Versioned, sent: number, body: unknown): HttpError {
  const again = 'Load the latest version and apply your changes again.';
  const known = { record: what, version: row.version, sent };
  const newer = sent > row.version;
  const by = row.updated_by ? ` by ${row.updated_by}` : '';
  const message = newer
    ? `This ${what} has no version ${sent}; its latest is version ${row.version}. ${again}`
    : `This ${what} was changed${by} at ${indiaTime(row.updated_at)} after you opened it. ${again}`;
  const params = newer
    ? known
    : {
        ...known,
        updated_at: row.updated_at,
        ...(row.updated_by ? { updated_by: row.updated_by } : {}),
      };
  return new HttpError(409, message, {
    code: 'stale_version',
    errors: [fieldError('version', message, 'stale_version', params)],
    body,
  });
}

interface Table<T> {
  findById(id: number): T | undefined;
  update(id: number, patch: Partial<T>): T | undefined;
}

export interface VersionedRecords<T extends Versioned> {
  /** What the record is called in messages: "company", "police contact". */
  what: string;
  /** The 404 message. */
  notFound: string;
  /** The collection, looked up on every call (a store reset replaces it). */
  table: () => Table<T>;
  /** Rows of the table this route may not address (e.g. administrators among admins). */
  excludes?: (row: T) => boolean;
  /** The record as the route answers it: the 409 sends it so the client can show what changed. */
  present: (row: T) => unknown;
}

/**
 * The one way routes read and write an edited record:
 * - `current(id, version)`: the record; 404 when it is gone, 409 when `version` was sent and is
 *   not the current one.
 * - `save(request, id, version, patch)`: the same checks again, then `patch` plus the next
 *   version, `updated_at` and `updated_by` in one synchronous step. Call it last, after any
 *   `await`: nothing can then change or delete the record between the check and the write, so of
 *   many edits sent with the same version exactly one wins, and an edit racing a delete is a 404.
 */
export function versionedRecords<T extends Versioned>(records: VersionedRecords<T>) {
  const current = (id: number, version: number | undefined): T => {
    const row = records.table().findById(id);
    if (!row || records.excludes?.(row)) throw notFound(records.notFound);
    if (version !== undefined && version !== row.version) {
      throw staleVersion(records.what, row, version, records.present(row));
    }
    return row;
  };

  const save = (
    request: FastifyRequest,
    id: number,
    version: number | undefined,
    patch: Partial<T>,
  ): T => {
    const row = current(id, version);
    return records.table().update(id, { ...patch, ...nextVersion(row, editorName(request)) }) as T;
  };

  return { current, save };
}
