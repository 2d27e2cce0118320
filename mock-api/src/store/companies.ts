import { Collection, comparable, seededVersion, type Versioned } from './collection.js';
import { createSeededFaker } from './faker.js';
import { indianSurname } from './indian-names.js';

export interface CompanyRecord extends Versioned {
  id: number;
  company_name: string;
  created_at: string;
}

export class CompanyCollection extends Collection<CompanyRecord> {
  /** Company names are unique regardless of case and spacing. */
  findByName(name: string): CompanyRecord | undefined {
    const wanted = comparable(name);
    return this.rows.find((row) => comparable(row.company_name) === wanted);
  }
}

const DEITIES = ['Ganesh', 'Balaji', 'Sai', 'Krishna', 'Durga', 'Hanuman', 'Laxmi', 'Shiv'];
const PLACES = ['Deccan', 'Konkan', 'Malwa', 'Kaveri', 'Ganga', 'Narmada', 'Western', 'Eastern'];
const SUFFIXES = [
  'Roadlines',
  'Transport Co.',
  'Logistics',
  'Carriers',
  'Roadways',
  'Freight Movers',
  'Cargo Services',
  'Transport Corporation',
];

export const SEEDED_COMPANY_COUNT = 40;

/** Transport companies with names of the kind painted on Indian trucks. */
export function seedCompanies(seed: number): CompanyRecord[] {
  const faker = createSeededFaker(seed, 'companies');
  const names = new Set<string>();
  while (names.size < SEEDED_COMPANY_COUNT) {
    const suffix = faker.helpers.arrayElement(SUFFIXES);
    const stem = faker.helpers.weightedArrayElement([
      { weight: 5, value: () => indianSurname(faker) },
      { weight: 2, value: () => `Shree ${faker.helpers.arrayElement(DEITIES)}` },
      { weight: 2, value: () => faker.helpers.arrayElement(PLACES) },
    ])();
    names.add(`${stem} ${suffix}`);
  }
  return [...names].map((company_name, index) => {
    const created = faker.date
      .between({ from: '2024-01-01T00:00:00.000Z', to: '2024-12-31T00:00:00.000Z' })
      .toISOString();
    return { id: index + 1, company_name, created_at: created, ...seededVersion(created) };
  });
}
