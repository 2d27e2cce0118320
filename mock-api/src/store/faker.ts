import {
  Faker,
  base,
  en,
  en_IN,
  generateMersenne53Randomizer,
  type Randomizer,
} from '@faker-js/faker';
import { indianPeople } from './indian-names.js';

/**
 * "Now" for generated data. Relative dates (created_at etc.) are computed from this fixed date so
 * that the same seed always gives byte-identical data, whatever day the mock runs.
 */
export const REFERENCE_DATE = new Date('2026-11-21T09:00:00.000Z');

/** FNV-1a: a small stable string hash, used to derive one sub-seed per collection. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A Faker instance with Indian-English data (people's names from our own Indian lists), seeded from the global seed and the collection name.
 * Every collection gets its own stream, so adding or resizing one collection never changes the
 * data of another.
 */
export function createSeededFaker(seed: number, collection: string): Faker {
  return seededFakerAndDraws(seed, collection).faker;
}

/**
 * The seeded Faker of `collection` (see createSeededFaker) and quick draws from the same stream
 * (see `Draws`): a generator that makes millions of rows mixes both, and gets the very values
 * Faker's own helpers would give, several times faster.
 */
export function seededFakerAndDraws(seed: number, collection: string) {
  // Faker's default randomizer, held here so the quick draws read the same stream.
  const randomizer = generateMersenne53Randomizer();
  const faker = new Faker({ locale: [indianPeople, en_IN, en, base], randomizer });
  faker.seed([seed, hash(collection)]);
  faker.setDefaultRefDate(REFERENCE_DATE);
  return { faker, draws: new Draws(randomizer) };
}

/**
 * The draws Faker's helpers make, done directly on its randomizer: each takes exactly the
 * numbers Faker's helper takes from the stream and turns them into the same value (Faker
 * 10: `number.int`, `datatype.boolean`, `helpers.arrayElement`, `helpers.weightedArrayElement`,
 * `string.numeric`), without the option objects and checks Faker allocates per call.
 */
export class Draws {
  constructor(private readonly randomizer: Randomizer) {}

  /** `faker.number.int({ min, max })` for whole `min` ≤ `max`. */
  int(min: number, max: number): number {
    if (min === max) return min;
    return Math.floor(this.randomizer.next() * (max - min + 1) + min);
  }

  /** `faker.datatype.boolean(probability)`, 0 < probability < 1. */
  boolean(probability: number): boolean {
    return this.randomizer.next() < probability;
  }

  /** `faker.helpers.arrayElement(list)` of a list that is not empty. */
  pick<T>(list: readonly T[]): T {
    return list[list.length > 1 ? Math.floor(this.randomizer.next() * list.length) : 0]!;
  }

  /** `faker.helpers.weightedArrayElement(choices)`, with the choices made once by `weighted`. */
  weighted<T>(choices: Weighted<T>): T {
    const r = this.randomizer.next() * choices.total;
    for (let i = 0; i < choices.upTo.length; i += 1)
      if (r < choices.upTo[i]!) return choices.values[i]!;
    return choices.values[choices.values.length - 1]!;
  }

  /** `faker.string.numeric(length)`: `length` digits, leading zeros allowed. */
  digits(length: number): string {
    let text = '';
    for (let i = 0; i < length; i += 1) text += DIGITS[Math.floor(this.randomizer.next() * 10)];
    return text;
  }
}

const DIGITS = '0123456789';

/** Choices for `Draws.weighted`, worked out once: the running totals of the weights. */
export interface Weighted<T> {
  values: T[];
  upTo: number[];
  total: number;
}

export function weighted<T>(choices: readonly { weight: number; value: T }[]): Weighted<T> {
  let total = 0;
  const upTo = choices.map(({ weight }) => (total += weight));
  return { values: choices.map(({ value }) => value), upTo, total };
}
