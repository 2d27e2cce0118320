import { Collection } from './collection.js';
import type { CompanyRecord } from './companies.js';
import type { DriverRecord } from './drivers.js';
import { createSeededFaker, REFERENCE_DATE } from './faker.js';
import type { CityRecord, StateRecord } from './geography.js';

export const BROADCAST_CHANNELS = ['push', 'in_app'] as const;
export type BroadcastChannel = (typeof BROADCAST_CHANNELS)[number];

/** sent: handed to the channels. failed: the push/in-app service refused it; nobody got it. */
export const BROADCAST_STATUSES = ['sent', 'failed'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

/**
 * Who gets a broadcast: every live driver (`all`), or every live driver who is in ANY of the
 * chosen states, OR any of the chosen cities, OR works for any of the chosen companies.
 */
export interface BroadcastAudience {
  all: boolean;
  state_ids: number[];
  city_ids: number[];
  company_ids: number[];
}

export interface BroadcastRecord {
  id: number;
  title: string;
  message: string;
  channels: BroadcastChannel[];
  audience: BroadcastAudience;
  /** The audience in words, with the names as they were when it was sent. */
  audience_summary: string;
  recipient_count: number;
  status: BroadcastStatus;
  sent_at: string;
  sent_by: string;
}

export class BroadcastCollection extends Collection<BroadcastRecord> {}

export function matchesAudience(driver: DriverRecord, audience: BroadcastAudience): boolean {
  if (audience.all) return true;
  return (
    audience.state_ids.includes(driver.state_id) ||
    audience.city_ids.includes(driver.city_id) ||
    (driver.company_id !== null && audience.company_ids.includes(driver.company_id))
  );
}

/** How many of the (live) drivers given the audience reaches. */
export function countRecipients(
  drivers: readonly DriverRecord[],
  audience: BroadcastAudience,
): number {
  return drivers.filter((driver) => matchesAudience(driver, audience)).length;
}

export interface AudienceNames {
  state: (id: number) => string | undefined;
  city: (id: number) => string | undefined;
  company: (id: number) => string | undefined;
}

/** "All drivers", or e.g. "States: Goa, Kerala · Companies: Deccan Roadlines". */
export function describeAudience(audience: BroadcastAudience, names: AudienceNames): string {
  if (audience.all) return 'All drivers';
  const part = (label: string, ids: number[], name: (id: number) => string | undefined) =>
    ids.length === 0 ? null : `${label}: ${ids.map((id) => name(id) ?? `#${id}`).join(', ')}`;
  return [
    part('States', audience.state_ids, names.state),
    part('Cities', audience.city_ids, names.city),
    part('Companies', audience.company_ids, names.company),
  ]
    .filter((text): text is string => text !== null)
    .join(' · ');
}

const MESSAGES: { title: string; message: string }[] = [
  {
    title: 'Heavy rain alert',
    message: 'IMD warns of heavy rain on the ghats tonight. Park at the nearest resting point.',
  },
  {
    title: 'New resting point open',
    message:
      'A new Restpoint with 120 truck bays and hot showers is now open. Check in from the app.',
  },
  {
    title: 'Fog on the highway',
    message: 'Dense fog expected between 2 am and 8 am. Drive slow, use fog lamps, rest if tired.',
  },
  {
    title: 'App update',
    message: 'Update the Restpoint app to check in faster at the gate with a QR code.',
  },
  {
    title: 'Free health camp',
    message:
      'Free eye and BP check-up for drivers this Sunday, 9 am to 4 pm, at partner resting points.',
  },
  {
    title: 'Toll plaza works',
    message: 'Lane closures at the toll plaza this week. Expect delays of up to one hour.',
  },
  {
    title: 'Festival rush',
    message: 'Resting points fill up early during the festival week. Plan your stop before 8 pm.',
  },
  {
    title: 'Road safety week',
    message: 'Take a 15-minute break every two hours. Tired driving kills. Rest at a Restpoint.',
  },
];

/** A sent-messages history of the last months, counted against the seeded drivers. */
export function seedBroadcasts(
  seed: number,
  drivers: readonly DriverRecord[],
  states: readonly StateRecord[],
  cities: readonly CityRecord[],
  companies: readonly CompanyRecord[],
): BroadcastRecord[] {
  const faker = createSeededFaker(seed, 'broadcasts');
  const live = drivers.filter((driver) => driver.deleted_at === null);
  const names: AudienceNames = {
    state: (id) => states.find((row) => row.id === id)?.name,
    city: (id) => cities.find((row) => row.id === id)?.name,
    company: (id) => companies.find((row) => row.id === id)?.company_name,
  };
  const count = 14;
  const dates = Array.from({ length: count }, () =>
    faker.date.between({ from: '2026-06-01T00:00:00.000Z', to: REFERENCE_DATE }),
  ).sort((a, b) => a.getTime() - b.getTime());
  const pick = <T extends { id: number }>(rows: readonly T[], max: number) =>
    rows.length === 0
      ? []
      : faker.helpers
          .arrayElements(rows, { min: 1, max: Math.min(max, rows.length) })
          .map((row) => row.id);

  return dates.map((date, index) => {
    const kind = faker.helpers.arrayElement(['all', 'states', 'cities', 'companies', 'mixed']);
    const audience: BroadcastAudience = {
      all: kind === 'all',
      state_ids: kind === 'states' || kind === 'mixed' ? pick(states, 3) : [],
      city_ids: kind === 'cities' ? pick(cities, 4) : [],
      company_ids: kind === 'companies' || kind === 'mixed' ? pick(companies, 2) : [],
    };
    const text = faker.helpers.arrayElement(MESSAGES);
    return {
      id: index + 1,
      ...text,
      channels: faker.helpers.arrayElement<BroadcastChannel[]>([
        ['push', 'in_app'],
        ['push', 'in_app'],
        ['push'],
        ['in_app'],
      ]),
      audience,
      audience_summary: describeAudience(audience, names),
      recipient_count: countRecipients(live, audience),
      // One failure in the history, so the console's failed badge has something to show.
      status: index === 3 ? 'failed' : 'sent',
      sent_at: date.toISOString(),
      // Broadcasts are admin-only; the seed has one admin.
      sent_by: 'Asha Menon',
    };
  });
}
