import { Collection, comparable } from './collection.js';
import { createSeededFaker } from './faker.js';

/** active: drivers are shown the latest version and must accept it. inactive: withdrawn. */
export const POLICY_STATUSES = ['active', 'inactive'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

/** One published text of a policy. Versions are never changed or removed once published. */
export interface PolicyVersionRecord {
  version: number;
  title: string;
  /** Markdown. */
  body: string;
  /** `YYYY-MM-DD`: the day from which drivers must accept this version. */
  effective_date: string;
  change_note: string | null;
  published_at: string;
  published_by: string;
}

export interface PolicyRecord {
  id: number;
  status: PolicyStatus;
  created_at: string;
  updated_at: string;
  /** Oldest first; the last one is the current version. Never empty. */
  versions: PolicyVersionRecord[];
}

export class PolicyCollection extends Collection<PolicyRecord> {
  /** Titles (of the current versions) are unique regardless of case and spacing. */
  findByTitle(title: string): PolicyRecord | undefined {
    const wanted = comparable(title);
    return this.rows.find((row) => comparable(currentVersion(row).title) === wanted);
  }
}

export function currentVersion(policy: PolicyRecord): PolicyVersionRecord {
  const latest = policy.versions[policy.versions.length - 1];
  if (!latest) throw new Error(`policy ${policy.id} has no version`);
  return latest;
}

interface SeedPolicy {
  title: string;
  status: PolicyStatus;
  /** Bodies oldest first, with the note that came with each version. */
  versions: { body: string; note: string | null }[];
}

const CONDUCT_V1 = `Every driver using a Restpoint resting point agrees to:

- respect the staff and other drivers
- keep the parking area and toilets clean
- not drink alcohol or use drugs on the premises`;

const SEED: SeedPolicy[] = [
  {
    title: 'Driver code of conduct',
    status: 'active',
    versions: [
      { body: CONDUCT_V1, note: null },
      {
        body: `${CONDUCT_V1}
- park only in the bay shown by the staff`,
        note: 'Added the parking bay rule.',
      },
      {
        body: `${CONDUCT_V1}
- park only in the bay shown by the staff
- keep the engine off while parked, except for refrigerated trucks

A driver who breaks these rules **may be blocked** from all resting points.`,
        note: 'Engine-off rule and blocking made explicit.',
      },
    ],
  },
  {
    title: 'Stay rules',
    status: 'active',
    versions: [
      {
        body: `- A stay lasts at most **24 hours**.
- Check in at the gate on arrival and check out when you leave.
- Quiet hours are 10 pm to 5 am.`,
        note: null,
      },
      {
        body: `- A stay lasts at most **36 hours**; ask the staff to extend it.
- Check in at the gate on arrival and check out when you leave.
- Quiet hours are 10 pm to 5 am.
- Cooking on open fires is not allowed.`,
        note: 'Longer stays; no open fires.',
      },
    ],
  },
  {
    title: 'Cancellation and refund',
    status: 'active',
    versions: [
      {
        body: `Paid services (parking, meals, showers) are charged at the resting point.

- Charges are refunded within **7 working days** if the service was not given.
- Raise a refund request from the check-in in the app, within 48 hours of check-out.`,
        note: null,
      },
    ],
  },
  {
    title: 'Data protection notice',
    status: 'active',
    versions: [
      {
        body: `We process your name, mobile number, licence and vehicle number to run the service, as described in the privacy policy.`,
        note: null,
      },
      {
        body: `We process your name, mobile number, licence and vehicle number to run the service, as described in the privacy policy.

Under the Digital Personal Data Protection Act, 2023 you may ask to **see, correct or erase** your data. Write to privacy@restpoint.example.in.`,
        note: 'Rights under the DPDP Act, 2023.',
      },
    ],
  },
  {
    title: 'Monsoon driving advisory',
    status: 'inactive',
    versions: [
      {
        body: `During heavy rain, resting points in the Western Ghats may close parking on slopes. Follow the staff's directions.`,
        note: null,
      },
    ],
  },
];

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Driver-facing policies with their version history, the latest effective before the reference date. */
export function seedPolicies(seed: number): PolicyRecord[] {
  const faker = createSeededFaker(seed, 'policies');
  const authors = ['Asha Menon', 'Vikram Singh'];
  return SEED.map((policy, index) => {
    let published = faker.date.between({
      from: '2025-01-15T00:00:00.000Z',
      to: '2025-04-30T00:00:00.000Z',
    });
    const versions = policy.versions.map(({ body, note }, v) => {
      if (v > 0) {
        published = faker.date.soon({ days: 150, refDate: published });
      }
      const effective = new Date(
        published.getTime() + faker.number.int({ min: 1, max: 14 }) * 864e5,
      );
      return {
        version: v + 1,
        title: policy.title,
        body,
        effective_date: day(effective),
        change_note: note,
        published_at: published.toISOString(),
        published_by: faker.helpers.arrayElement(authors),
      };
    });
    const first = versions[0]?.published_at ?? published.toISOString();
    const last = versions[versions.length - 1]?.published_at ?? first;
    return { id: index + 1, status: policy.status, created_at: first, updated_at: last, versions };
  });
}
