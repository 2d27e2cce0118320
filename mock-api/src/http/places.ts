import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { RECORD_STATUSES, type StateRecord, type Store } from '../store/index.js';
import { fieldError, type FieldProblem } from './envelope.js';
import { badRequest, explainedPattern } from './errors.js';
import type { ErrorParams, FieldErrorCode } from './schemas.js';

/**
 * Schema pieces and rules the section routes share (ids, statuses, phone numbers, coordinates,
 * the chosen state), first written for the places: states, cities, resting points.
 */

export const RecordStatus = Type.Enum([...RECORD_STATUSES], {
  type: 'string',
  description: 'inactive: kept, but hidden from drivers in the app',
});

export const RecordId = (description?: string) =>
  Type.Integer({ minimum: 1, ...(description ? { description } : {}) });

export const PHONE_PATTERN = explainedPattern(
  '^\\+?[0-9][0-9 -]{1,18}[0-9]$',
  'must be a phone number of digits, spaces or dashes, e.g. +91 98765 43210 or 112',
);

export const PhoneNumber = Type.String({
  minLength: 3,
  maxLength: 20,
  pattern: PHONE_PATTERN,
  examples: ['+91 98765 43210'],
});

export const Latitude = Type.Number({
  minimum: -90,
  maximum: 90,
  description: 'Decimal degrees; inside India, 6 to 37.5',
  examples: [12.7409],
});
export const Longitude = Type.Number({
  minimum: -180,
  maximum: 180,
  description: 'Decimal degrees; inside India, 68 to 97.5',
  examples: [77.8253],
});

/** A generous box around India, islands included: catches swapped or mistyped coordinates. */
export const INDIA_BOUNDS = { lat: [6, 37.5], lng: [68, 97.5] } as const;

/** 400 unless the point lies in India's bounding box; names the field that is off. */
export function requireInsideIndia(latitude: number, longitude: number): void {
  const problems: FieldProblem[] = [];
  const [latMin, latMax] = INDIA_BOUNDS.lat;
  const [lngMin, lngMax] = INDIA_BOUNDS.lng;
  if (latitude < latMin || latitude > latMax) {
    problems.push(
      fieldError(
        'latitude',
        `latitude ${latitude} is outside India: use a value from ${latMin} to ${latMax}`,
        'wrong_place',
        { value: latitude, min: latMin, max: latMax },
      ),
    );
  }
  if (longitude < lngMin || longitude > lngMax) {
    problems.push(
      fieldError(
        'longitude',
        `longitude ${longitude} is outside India: use a value from ${lngMin} to ${lngMax}`,
        'wrong_place',
        { value: longitude, min: lngMin, max: lngMax },
      ),
    );
  }
  const [first] = problems;
  if (first) throw badRequest(first.message, problems);
}

/** Throws a 400 carrying one field error. */
export function fieldProblem(
  field: string,
  message: string,
  code: FieldErrorCode,
  params?: ErrorParams,
): never {
  throw badRequest(message, [fieldError(field, message, code, params)]);
}

/** The state a body names, or a 400 on `state_id`. */
export function chosenState(store: Store, stateId: number): StateRecord {
  return (
    store.states.findById(stateId) ??
    fieldProblem('state_id', 'The chosen state does not exist; choose another', 'not_found')
  );
}

/** `{ id }` bodies of the detail and delete calls. */
export const idBody = (id: string, what: string) =>
  Type.Object(
    { id: RecordId(`Id of the ${what}`) },
    { $id: id, additionalProperties: false, description: `Names one ${what}` },
  );

/**
 * A string or null. Written as one `type: ['string', 'null']` rather than a union so that a bad
 * value fails the string's own rule (pattern, length) with its own message.
 */
export const NullableString = (options: Record<string, unknown>) =>
  Type.Unsafe<string | null>({ ...options, type: ['string', 'null'] });

/** An optional reference: an id, or null for none. */
export const NullableId = (description: string) =>
  Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, description });

/** Search text of a list query. */
export const SearchQuery = (description: string) =>
  Type.Optional(Type.String({ maxLength: 100, description }));

/**
 * preValidation hook for optional text: trims the named fields and turns blank ones into null,
 * so "" and "  " mean "none" rather than failing a pattern.
 */
export function blankToNull(...fields: string[]) {
  return async (request: FastifyRequest) => {
    const body = request.body as Record<string, unknown> | null | undefined;
    if (typeof body !== 'object' || body === null) return;
    for (const field of fields) {
      const value = body[field];
      if (typeof value === 'string') body[field] = value.trim() === '' ? null : value.trim();
    }
  };
}

/** "1 city", "3 cities": for the reasons given in 409 answers. */
export function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** How many rows share each value of `key`. */
export function countBy<T>(rows: Iterable<T>, key: (row: T) => number | null): Map<number, number> {
  const counts = new Map<number, number>();
  for (const row of rows) {
    const value = key(row);
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

/** Alphabetical, ignoring case; ties by id so pages stay stable. */
export const byName =
  <T extends { id: number }>(name: (row: T) => string) =>
  (a: T, b: T) =>
    name(a).localeCompare(name(b), 'en', { sensitivity: 'base' }) || a.id - b.id;
