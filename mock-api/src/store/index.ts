import type { Config } from '../config.js';
import { ActivityLog, seedActivity, type NewActivityEntry } from './activity.js';
import {
  AdminCollection,
  DEFAULT_PENDING_TTL_SECONDS,
  seedAdmins,
  type AdminRecord,
} from './admins.js';
import { BroadcastCollection, seedBroadcasts, type BroadcastRecord } from './broadcasts.js';
import type { CheckinRecord } from './checkin-record.js';
import { CheckinCollection, seedCheckins } from './checkins.js';
import { CmsCollection, seedCmsPages, type CmsPageRecord } from './cms.js';
import { CompanyCollection, seedCompanies, type CompanyRecord } from './companies.js';
import { DriverCollection, seedDrivers, type DriverRecord } from './drivers.js';
import {
  CityCollection,
  seedGeography,
  StateCollection,
  type CityRecord,
  type StateRecord,
} from './geography.js';
import { PolicyCollection, seedPolicies, type PolicyRecord } from './policies.js';
import { PoliceCollection, seedPolice, type PoliceRecord } from './police.js';
import {
  RestingPointCollection,
  seedRestingPoints,
  type RestingPointRecord,
} from './resting-points.js';
import {
  seedVehicleTypes,
  VehicleTypeCollection,
  type VehicleTypeRecord,
} from './vehicle-types.js';
import { ExportLinkStore } from './export-links.js';
import { PreferencesStore } from './preferences.js';
import { SessionStore } from './sessions.js';

export type StoreConfig = Pick<
  Config,
  | 'seed'
  | 'adminEmail'
  | 'adminPassword'
  | 'subAdminEmail'
  | 'subAdminPassword'
  | 'subAdminCount'
  | 'driverCount'
  | 'checkinCount'
  | 'restingPointCount'
> &
  Partial<Pick<Config, 'pendingTtlSeconds' | 'activityLimit'>>;

/** Everything the seed produces, as plain data. */
interface SeedData {
  admins: AdminRecord[];
  states: StateRecord[];
  cities: CityRecord[];
  companies: CompanyRecord[];
  restingPoints: RestingPointRecord[];
  drivers: DriverRecord[];
  checkins: CheckinRecord[];
  cmsPages: CmsPageRecord[];
  policies: PolicyRecord[];
  broadcasts: BroadcastRecord[];
  police: PoliceRecord[];
  vehicleTypes: VehicleTypeRecord[];
  /** Seeded activity-log entries (frozen when appended, so shared by every reset). */
  activity: NewActivityEntry[];
}

/**
 * A deep copy, about ten times faster than structuredClone for these flat records. The check-ins
 * are not copied: the API never changes them, and `reset()` keeps them while nothing did.
 */
function copy(data: SeedData): SeedData {
  const rows = <T extends object>(list: T[]) => list.map((row) => ({ ...row }));
  return {
    admins: rows(data.admins),
    states: rows(data.states),
    cities: rows(data.cities),
    companies: rows(data.companies),
    restingPoints: data.restingPoints.map((row) => ({ ...row, amenities: [...row.amenities] })),
    drivers: rows(data.drivers),
    checkins: data.checkins,
    cmsPages: rows(data.cmsPages),
    policies: data.policies.map((row) => ({ ...row, versions: rows(row.versions) })),
    broadcasts: data.broadcasts.map((row) => ({
      ...row,
      channels: [...row.channels],
      audience: {
        ...row.audience,
        state_ids: [...row.audience.state_ids],
        city_ids: [...row.audience.city_ids],
        company_ids: [...row.audience.company_ids],
      },
    })),
    police: data.police.map((row) => ({
      ...row,
      phone_numbers: [...row.phone_numbers],
      resting_point_ids: [...row.resting_point_ids],
    })),
    vehicleTypes: rows(data.vehicleTypes),
    activity: data.activity,
  };
}

function generate(config: StoreConfig, now: Date): SeedData {
  const { states, cities } = seedGeography();
  const companies = seedCompanies(config.seed);
  const restingPoints = seedRestingPoints(config.seed, config.restingPointCount, states, cities);
  const drivers = seedDrivers(config.seed, config.driverCount, states, cities, companies);
  const checkins = seedCheckins(config.seed, config.checkinCount, drivers, restingPoints, now);
  const admins = seedAdmins(config);
  return {
    admins,
    states,
    cities,
    companies,
    restingPoints,
    drivers,
    checkins,
    cmsPages: seedCmsPages(config.seed),
    policies: seedPolicies(config.seed),
    broadcasts: seedBroadcasts(config.seed, drivers, states, cities, companies),
    police: seedPolice(config.seed, states, cities, restingPoints),
    vehicleTypes: seedVehicleTypes(),
    activity: seedActivity(config.seed, admins, now),
  };
}

/** The start of the current minute: check-in history ends there. */
export function currentMinute(): Date {
  const now = new Date();
  now.setUTCSeconds(0, 0);
  return now;
}

/**
 * The in-memory data of the mock. Each collection lives in its own file and seeds itself from
 * `config.seed`. The seed is generated once; `reset()` throws away every change (and every
 * session) by restoring a copy of it. Check-in history is laid out backwards from `now`, so
 * "today" always has check-ins; everything else is fixed by the seed alone.
 *
 * To add a collection: create `store/<name>.ts` with a class and a `seed<Name>(...)` function,
 * add it to SeedData/generate() and a field here, (re)built in `reset()`.
 */
export class Store {
  admins!: AdminCollection;
  states!: StateCollection;
  cities!: CityCollection;
  companies!: CompanyCollection;
  restingPoints!: RestingPointCollection;
  drivers!: DriverCollection;
  checkins!: CheckinCollection;
  cmsPages!: CmsCollection;
  policies!: PolicyCollection;
  broadcasts!: BroadcastCollection;
  police!: PoliceCollection;
  vehicleTypes!: VehicleTypeCollection;
  readonly sessions = new SessionStore();
  readonly exportLinks = new ExportLinkStore();
  readonly preferences = new PreferencesStore();
  /** Who changed what (store/activity.ts); appended to by the routes, never edited. */
  activity!: ActivityLog;
  private readonly pristine: SeedData;
  private readonly config: StoreConfig;
  private readonly pendingTtlMs: number;
  private readonly activityLimit: number | undefined;

  constructor(
    config: StoreConfig,
    readonly now: Date = currentMinute(),
  ) {
    this.config = config;
    this.pristine = generate(config, now);
    this.pendingTtlMs = (config.pendingTtlSeconds ?? DEFAULT_PENDING_TTL_SECONDS) * 1000;
    this.activityLimit = config.activityLimit;
    this.reset();
  }

  reset(): void {
    const data = copy(this.pristine);
    this.admins = new AdminCollection(data.admins, this.pendingTtlMs);
    this.states = new StateCollection(data.states);
    this.cities = new CityCollection(data.cities);
    this.companies = new CompanyCollection(data.companies);
    this.restingPoints = new RestingPointCollection(data.restingPoints);
    this.drivers = new DriverCollection(data.drivers);
    // The seeded check-ins are shared, not copied (2,000,000 of them at the largest size): kept
    // with their index while unchanged, generated again from the seed when something (a test)
    // changed them, since a change is made to the shared rows themselves.
    if (this.checkins === undefined || !this.checkins.unchanged()) {
      if (this.checkins !== undefined) {
        const { config, now, pristine } = this;
        pristine.checkins = seedCheckins(
          config.seed,
          config.checkinCount,
          pristine.drivers,
          pristine.restingPoints,
          now,
        );
      }
      this.checkins = new CheckinCollection(this.pristine.checkins);
    }
    this.cmsPages = new CmsCollection(data.cmsPages);
    this.policies = new PolicyCollection(data.policies);
    this.broadcasts = new BroadcastCollection(data.broadcasts);
    this.police = new PoliceCollection(data.police);
    this.vehicleTypes = new VehicleTypeCollection(data.vehicleTypes);
    this.activity = new ActivityLog(this.activityLimit);
    for (const entry of data.activity) this.activity.append(entry);
    this.sessions.clear();
    this.exportLinks.clear();
    this.preferences.clear();
  }
}

export function createStore(config: StoreConfig, now?: Date): Store {
  return new Store(config, now);
}

export * from './activity.js';
export * from './admins.js';
export * from './broadcasts.js';
export * from './checkin-record.js';
export * from './checkins.js';
export * from './cms.js';
export * from './companies.js';
export * from './dashboard-stats.js';
export * from './drivers.js';
export * from './geography.js';
export * from './policies.js';
export * from './police.js';
export * from './preferences.js';
export * from './resting-points.js';
export * from './vehicle-types.js';
export { comparable } from './collection.js';
export { storeDigest, storeSnapshot } from './digest.js';
export type { Session } from './sessions.js';
