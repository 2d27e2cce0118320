import {
  newestFirst,
  orderedBy,
  searchMatcher,
  sortedFromReverse,
  type Order,
  type SortColumn,
} from '../http/lists.js';
import { digits, nationalNumber, searchTerms, vehicleKey } from '../http/search-terms.js';
import { DRIVER_STATUSES, type DriverRecord, type DriverStatus } from './drivers.js';
import type { Store } from './index.js';

/**
 * The drivers' query engine: which live drivers match the list's filters and search, in which
 * order, a page at a time, with what it works out per driver kept in the collection's memo until
 * a field it reads changes. The driver list, its CSV export and the bulk actions all read drivers
 * through it (routes/drivers.ts holds only their HTTP side), as the check-in list reads the
 * check-in index (checkin-index.ts).
 */

/** Columns the driver list sorts by, with the order each means without `order`. */
export const DRIVER_SORTS = {
  name: 'asc',
  registered: 'desc',
  status: 'asc',
  city: 'asc',
} as const;
type DriverSort = keyof typeof DRIVER_SORTS;

/** The list's filters, by the names the console sends (routes/drivers.ts declares them). */
export interface DriverFilter {
  serach?: string;
  status?: DriverStatus;
  city_id?: number;
  company_id?: number;
  /** A vehicle type's code. */
  vehicle_type?: string;
}

/** A view of the list: its filters and sort, without the page. */
export interface DriverView extends DriverFilter {
  sort?: DriverSort;
  order?: Order;
}

/** Whoever sees personal data masked searches by whole numbers only (http/personal-data.ts). */
interface Viewer {
  masked: boolean;
}

type DriverSearch = (driver: DriverRecord) => boolean;

/** Joins a driver's searchable fields: no search text holds it, so no match spans two fields. */
const SEPARATOR = '\u0000';

/**
 * What the searches read of every driver, by id, worked out once (kept until one of those fields
 * changes), so that a search of 200,000 drivers lower-cases and allocates nothing per driver.
 */
function searchTexts(store: Store) {
  const { drivers } = store;
  const stamp = drivers.stamp('full_name', 'email', 'vehicle_number', 'mobile');
  return drivers.memo('search', stamp, () => {
    const size = drivers.all().reduce((max, driver) => Math.max(max, driver.id), 0) + 1;
    const texts = {
      /** Name, e-mail, vehicle and mobile number, lower-cased, joined by SEPARATOR. */
      full: new Array<string>(size).fill(''),
      mobileDigits: new Array<string>(size).fill(''),
      name: new Array<string>(size).fill(''),
      nationalNumber: new Array<string>(size).fill(''),
      vehicle: new Array<string>(size).fill(''),
    };
    for (const driver of drivers.all()) {
      const fields = [driver.full_name, driver.email ?? '', driver.vehicle_number, driver.mobile];
      texts.full[driver.id] = fields.join(SEPARATOR).toLowerCase();
      texts.mobileDigits[driver.id] = digits(driver.mobile);
      texts.name[driver.id] = driver.full_name.toLowerCase();
      texts.nationalNumber[driver.id] = nationalNumber(driver.mobile);
      texts.vehicle[driver.id] = vehicleKey(driver.vehicle_number);
    }
    return texts;
  });
}

/**
 * Who sees personal data in full searches every field by fragment: the text, or the digits of a
 * phone number, or a vehicle number without its spaces and hyphens (`DL 55 HA 3696` finds
 * DL55HA3696, as does `dl-55`).
 */
function fullSearch(store: Store, serach: string | undefined): DriverSearch | undefined {
  const matches = searchMatcher(serach);
  if (!matches) return undefined;
  const { text, phoneDigits, vehicle } = searchTerms(serach!);
  const texts = searchTexts(store);
  const byNumber = (driver: DriverRecord) =>
    (phoneDigits.length >= 4 && texts.mobileDigits[driver.id]!.includes(phoneDigits)) ||
    (vehicle !== '' && texts.vehicle[driver.id]!.includes(vehicle));
  if (text.includes(SEPARATOR)) {
    return (driver) =>
      matches(driver.full_name, driver.email, driver.vehicle_number, driver.mobile) ||
      byNumber(driver);
  }
  return (driver) => texts.full[driver.id]!.includes(text) || byNumber(driver);
}

/**
 * Who sees personal data masked finds a driver by part of the name, or by a whole mobile or
 * vehicle number (normalised as for everyone): never by part of a mobile number, e-mail or
 * licence number, or repeated searches would recover the digits the mask hides.
 */
function maskedSearch(store: Store, serach: string | undefined): DriverSearch | undefined {
  if (!searchMatcher(serach) || !serach) return undefined;
  const { text, mobile, vehicle } = searchTerms(serach);
  const texts = searchTexts(store);
  return (driver) =>
    texts.name[driver.id]!.includes(text) ||
    (mobile.length >= 10 && texts.nationalNumber[driver.id] === mobile) ||
    (vehicle !== '' && texts.vehicle[driver.id] === vehicle);
}

/**
 * The test of the list's filters (a live driver is also required), or undefined when there are
 * none. The search depends on whether `viewer` sees personal data masked.
 */
function driverTest(
  store: Store,
  { serach, status, city_id, company_id, vehicle_type }: DriverFilter,
  viewer: Viewer,
): DriverSearch | undefined {
  const matches = viewer.masked ? maskedSearch(store, serach) : fullSearch(store, serach);
  if (!status && !city_id && !company_id && !vehicle_type && !matches) return undefined;
  return (driver) =>
    (!status || driver.status === status) &&
    (!city_id || driver.city_id === city_id) &&
    (!company_id || driver.company_id === company_id) &&
    (!vehicle_type || driver.vehicle_type === vehicle_type) &&
    (!matches || matches(driver));
}

/**
 * Live drivers matching the list's filters, in store order: the one rule of the list, the bulk
 * actions (which apply the filter again when they run) and any export of the list. The search
 * depends on whether `viewer` sees personal data masked.
 */
export function matchingDrivers(store: Store, filter: DriverFilter, viewer: Viewer) {
  const test = driverTest(store, filter, viewer);
  const live = store.drivers.live();
  return test ? live.filter(test) : live;
}

function sortColumns(store: Store): Record<DriverSort, SortColumn<DriverRecord>> {
  return {
    name: { value: (driver) => driver.full_name, text: true },
    registered: { value: (driver) => driver.created_at },
    status: { value: (driver) => driver.status },
    city: { value: (driver) => store.cities.findById(driver.city_id)?.name ?? '', text: true },
  };
}

/** The driver field each sort column reads (its order is kept until that field changes). */
const SORT_FIELDS = {
  name: 'full_name',
  registered: 'created_at',
  status: 'status',
  city: 'city_id',
} as const satisfies Record<DriverSort, keyof DriverRecord>;

/**
 * Every driver (deleted ones too: the list skips them) in the order of a view of the list:
 * without `sort` (and for ties) newest registration first. Each order is built once and kept
 * until a field it depends on changes, never copied or sorted per request.
 */
function driverOrder(store: Store, view: DriverView) {
  const { drivers } = store;
  const defaultStamp = drivers.stamp('created_at');
  const byDefault = drivers.memo('order', defaultStamp, () =>
    sortedFromReverse(drivers.all(), newestFirst<DriverRecord>('created_at')),
  );
  if (!view.sort) return { key: 'order', stamp: defaultStamp, rows: byDefault };
  const { sort } = view;
  const order = view.order ?? DRIVER_SORTS[sort];
  const cities = sort === 'city' ? store.cities.stamp('name') : '';
  const stamp = `${drivers.stamp('created_at', SORT_FIELDS[sort])}|${cities}`;
  const key = `order:${sort}:${order}`;
  const rows = drivers.memo(key, stamp, () =>
    orderedBy(byDefault, sortColumns(store)[sort], order),
  );
  return { key, stamp, rows };
}

/**
 * What the list's filters read of the drivers of an order, by place in it, so that a filter
 * without a search walks typed arrays rather than 200,000 records. Kept with the order until one
 * of those fields changes.
 */
function filterColumns(store: Store, order: ReturnType<typeof driverOrder>) {
  const { drivers } = store;
  const stamp = `${order.stamp}|${drivers.stamp('status', 'deleted_at', 'city_id', 'company_id')}`;
  return drivers.memo(`columns:${order.key}`, stamp, () => {
    const rows = order.rows;
    const columns = {
      live: new Uint8Array(rows.length),
      /** 1 + the status's place in DRIVER_STATUSES. */
      status: new Uint8Array(rows.length),
      city: new Int32Array(rows.length),
      /** 0 for none. */
      company: new Int32Array(rows.length),
    };
    rows.forEach((driver, i) => {
      columns.live[i] = driver.deleted_at === null ? 1 : 0;
      columns.status[i] = DRIVER_STATUSES.indexOf(driver.status) + 1;
      columns.city[i] = driver.city_id;
      columns.company[i] = driver.company_id ?? 0;
    });
    return columns;
  });
}

/**
 * The drivers of a view of the list, filtered and in order: how many match (`total`) and those
 * from place `skip` on, at most `limit`. The list pages it and the CSV export writes all of it,
 * so the file has exactly the rows the list counts. The order is walked, never copied; without
 * filters the count is kept by the store and only the page is read.
 */
export function driverPage(
  store: Store,
  view: DriverView,
  viewer: Viewer,
  skip = 0,
  limit = Infinity,
): { total: number; rows: DriverRecord[] } {
  const sorted = driverOrder(store, view);
  const order = sorted.rows;
  const test = driverTest(store, view, viewer);
  const rows: DriverRecord[] = [];
  const { status, city_id, company_id, serach, vehicle_type } = view;
  if (test && !searchMatcher(serach) && !vehicle_type) {
    // Filters without a search (or a vehicle type, rarely asked): typed arrays, in one loop.
    const columns = filterColumns(store, sorted);
    const wanted = status ? DRIVER_STATUSES.indexOf(status) + 1 : 0;
    let total = 0;
    for (let i = 0; i < order.length; i += 1) {
      if (
        columns.live[i] !== 1 ||
        (wanted !== 0 && columns.status[i] !== wanted) ||
        (city_id && columns.city[i] !== city_id) ||
        (company_id && columns.company[i] !== company_id)
      ) {
        continue;
      }
      if (total >= skip && rows.length < limit) rows.push(order[i]!);
      total += 1;
    }
    return { total, rows };
  }
  if (!test) {
    let seen = 0;
    for (const driver of order) {
      if (rows.length >= limit) break;
      if (driver.deleted_at !== null) continue;
      if (seen >= skip) rows.push(driver);
      seen += 1;
    }
    return { total: store.drivers.liveCount(), rows };
  }
  let total = 0;
  for (const driver of order) {
    if (driver.deleted_at !== null || !test(driver)) continue;
    if (total >= skip && rows.length < limit) rows.push(driver);
    total += 1;
  }
  return { total, rows };
}
