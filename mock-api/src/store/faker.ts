import { Faker, base, en, en_IN } from '@faker-js/faker';
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
  const faker = new Faker({ locale: [indianPeople, en_IN, en, base] });
  faker.seed([seed, hash(collection)]);
  faker.setDefaultRefDate(REFERENCE_DATE);
  return faker;
}
