/**
 * Every address of the console, written once, with the product's own spellings (`dashbord`,
 * `sub-Admin`, `policys`, `brodcast`, `add-edit-company`): links and bookmarks people already have
 * use them. The router, the menu, the guards and every link build their addresses here.
 */

type Id = number | string;
type QueryValue = string | number | null | undefined;

/** `path` with a query of the values given, in order; empty values are left out. */
export function href(path: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** An address with the record id in the path; `.pattern` is the router's spelling of it. */
function withId<P extends `${string}/:id`>(pattern: P) {
  // As the router's generatePath would: the id, encoded, in place of `:id`. Written here so that
  // this module imports nothing from react-router (the sign-in page uses it without the router).
  const build = (id: Id) => pattern.replace(/:id$/, encodeURIComponent(String(id)));
  return Object.assign(build, { pattern });
}

/**
 * An add/edit screen: adding at `add`, editing record 12 at `edit(12)`. Most screens edit at
 * `add?id=12`; the state screen edits at `/app/state/edit/12`.
 */
type FormAddresses = { add: string; edit: (id: Id) => string };
const editWithQuery = (add: string): FormAddresses => ({ add, edit: (id) => href(add, { id }) });

const stateEdit = withId('/app/state/edit/:id');

export const paths = {
  home: '/',
  login: '/auth/login',
  register: '/auth/register',
  app: '/app',
  dashboard: '/app/dashbord',
  drivers: { list: '/app/users', view: withId('/app/users/view/:id') },
  checkins: { list: '/app/checkin-list' },
  restingPoints: {
    list: '/app/resting-points',
    view: withId('/app/resting-points/view/:id'),
    ...editWithQuery('/app/resting-points/add'),
  },
  subAdmins: { list: '/app/sub-Admin', ...editWithQuery('/app/sub-Admin/add') },
  /** The activity log: a tab of the Sub Admin screen, with no sidebar entry of its own. */
  activity: '/app/activity',
  states: { list: '/app/state', add: '/app/state/add', edit: stateEdit },
  cities: { list: '/app/city', ...editWithQuery('/app/city/add') },
  companies: {
    list: '/app/company',
    view: withId('/app/company/view/:id'),
    ...editWithQuery('/app/add-edit-company'),
  },
  cms: {
    list: '/app/cms',
    /** The editor of one page has its own address: `/app/cms?page=faq`. */
    page: (slug: string) => href('/app/cms', { page: slug }),
  },
  police: { list: '/app/cms/police' },
  policies: {
    list: '/app/policys',
    add: href('/app/policys', { new: 1 }),
    view: (id: Id) => href('/app/policys', { id }),
    publish: (id: Id) => href('/app/policys', { id, publish: 1 }),
  },
  settings: '/app/setting',
  profile: '/app/profile',
  broadcast: '/app/brodcast',
  vehicleTypes: { list: '/app/vehicle-types', ...editWithQuery('/app/vehicle-types/add') },
} as const;

/** A record id as an address carries it: a positive whole number written plainly, else null. */
export function parseId(raw: string | number | null | undefined): number | null {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (!text || !/^[1-9]\d*$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
