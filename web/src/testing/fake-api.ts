import type {
  AnswerOf,
  ApiMethod,
  BodyOfAnswer,
  BodyOf,
  ErrorAnswerOf,
  ErrorStatusOf,
  GetPath,
  PathOf,
  PostPath,
  SuccessStatusOf,
} from '@/lib/api-contract';
import type { ApiErrorCode } from '@/lib/api-client';
import { operationPermission, sectionWords } from '@/lib/api-schema.gen';
import { everySection } from '@/lib/sections';
import type {
  ActivityEntry,
  AdminUser,
  CurrentUser,
  FieldError,
  Permissions,
} from '@/lib/api-schema.gen';

/*
 * A stand-in for the API over `fetch`: answers by "METHOD /path", records every call. Typed by
 * path like the client: a route's success answer must be that path's answer (its `body`, and on
 * lists `pagination` or other fields of the envelope), and a route function receives that path's
 * request body. So fixtures follow the generated types and break with them.
 */

/** "GET /users_list", "POST /company_add": a route of the fake. */
export type FakeRouteKey = `GET ${GetPath}` | `POST ${PostPath}`;

type MethodOf<K extends FakeRouteKey> = K extends `GET ${string}` ? 'get' : 'post';
type PathIn<
  K extends FakeRouteKey,
  M extends ApiMethod,
> = K extends `${Uppercase<M>} ${infer P extends PathOf<M>}` ? P : never;
/** `AnswerOf` etc. of the call a route key names. */
type Of<K extends FakeRouteKey> = { method: MethodOf<K>; path: PathIn<K, MethodOf<K>> };

/**
 * A success: `body` as the path answers it (optional where the answer's body is null), `message`
 * defaults to 'OK', `status` to 200. The other fields of the envelope (e.g. `pagination`) may be
 * left out.
 */
type SuccessAnswer<M extends ApiMethod, P extends PathOf<M>> =
  AnswerOf<M, P> extends infer A
    ? A extends { body: infer B }
      ? { status?: SuccessStatusOf<M, P>; message?: string } & (null extends B
          ? { body?: B }
          : { body: B }) &
          Partial<Omit<A, 'success' | 'message' | 'body'>>
      : never
    : never;

/** A failure the path documents: its `body` is what that status carries (a record on a stale edit). */
type DocumentedFailure<M extends ApiMethod, P extends PathOf<M>> = {
  [S in ErrorStatusOf<M, P>]: FailureFields & {
    status: S;
    body?: ErrorAnswerOf<M, P, S> extends { body: infer B } ? B : null;
  };
}[ErrorStatusOf<M, P>];

/** A failure any route may answer, e.g. a 401 for an expired session or a 503 from a proxy. */
export type FakeFailure = FailureFields & {
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503 | 504;
  body?: null;
};

type FailureFields = {
  message?: string;
  /** Each problem's `code` and `params` may be left out where a test does not need them. */
  errors?: (Pick<FieldError, 'field' | 'message'> & Partial<FieldError>)[];
  /** The machine-readable reason of a failure, e.g. 'session_expired'. */
  code?: ApiErrorCode;
  /** The values the failure's message names. */
  params?: Record<string, string | number>;
};

export type FakeAnswer<K extends FakeRouteKey> =
  | SuccessAnswer<Of<K>['method'], Of<K>['path']>
  | DocumentedFailure<Of<K>['method'], Of<K>['path']>
  | FakeFailure;

/** The `body` of a route's success answer. */
export type FakeBody<K extends FakeRouteKey> = BodyOfAnswer<Of<K>['method'], Of<K>['path']>;

export type FakeRoute<K extends FakeRouteKey> = (request: {
  body: BodyOf<Of<K>['method'], Of<K>['path']>;
  headers: Record<string, string>;
}) => FakeAnswer<K> | Promise<FakeAnswer<K>>;

/** The routes of a fake API: a fixed answer or a function per "METHOD /path". */
export type FakeRoutes = { [K in FakeRouteKey]?: FakeAnswer<K> | FakeRoute<K> };

/** What the fake does with an answer, whatever its path. */
type LooseAnswer = {
  status?: number;
  body?: unknown;
  message?: string;
  errors?: unknown;
  code?: string;
  params?: Record<string, string | number>;
};
type LooseRoute = (request: {
  body: unknown;
  headers: Record<string, string>;
}) => LooseAnswer | Promise<LooseAnswer>;

export type RecordedCall = {
  method: string;
  /** Typed as the API's paths so that a misspelt path in an assertion fails typecheck. */
  path: GetPath | PostPath;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
};

export function installFakeApi(routes: FakeRoutes) {
  const byKey = routes as Record<string, LooseAnswer | LooseRoute | undefined>;
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const headers = { ...(init.headers as Record<string, string>) };
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = url.pathname as GetPath | PostPath;
    calls.push({ method, path, query: url.searchParams, body, headers });
    const route = byKey[`${method} ${url.pathname}`];
    const answer: LooseAnswer = !route
      ? { status: 404, message: `Route ${method} ${url.pathname} not found` }
      : typeof route === 'function'
        ? await route({ body, headers })
        : route;
    const status = answer.status ?? 200;
    const ok = status < 400;
    const {
      status: _status,
      message,
      body: answerBody,
      errors,
      code,
      params,
      ...envelope
    } = answer;
    const payload = ok
      ? { success: true, message: message ?? 'OK', body: answerBody ?? null, ...envelope }
      : {
          success: false,
          message,
          body: answerBody ?? null,
          errors,
          ...(code ? { code, params: params ?? {} } : {}),
        };
    return new Response(JSON.stringify(payload), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}

/** What the API grants: an administrator everything, a sub admin (by default) all read-write. */
export function permissionsFor(user: Pick<AdminUser, 'role'>): Permissions {
  return { sections: everySection('write'), reveal: user.role === 1 };
}

export const adminUser: AdminUser = {
  id: 1,
  role: 1,
  first_name: 'Asha',
  last_name: 'Rao',
  full_name: 'Asha Rao',
  email: 'admin@example.com',
  mobile: null,
  image_url: null,
  status: 'active',
  created_at: '2026-01-01T00:00:00.000Z',
  version: 1,
  updated_at: '2026-01-01T00:00:00.000Z',
  updated_by: null,
  permissions: permissionsFor({ role: 1 }),
};

export const subAdminUser: AdminUser = {
  ...adminUser,
  id: 2,
  role: 2,
  first_name: 'Vikram',
  last_name: 'Singh',
  full_name: 'Vikram Singh',
  email: 'subadmin@example.com',
  permissions: permissionsFor({ role: 2 }),
};

/**
 * A sub admin granted `sections` (the rest: none), e.g. `{ drivers: 'read' }`, and maybe reveal.
 */
export function subAdminWith(
  sections: Partial<Permissions['sections']>,
  reveal = false,
): AdminUser {
  return {
    ...subAdminUser,
    permissions: { sections: { ...everySection('none'), ...sections }, reveal },
  };
}

/** The answer of GET /auth/me for this account. */
export function currentUserOf(
  user: AdminUser,
  permissions: Permissions = user.permissions ?? permissionsFor(user),
): CurrentUser {
  const { id, role, first_name, full_name, email, image_url } = user;
  const preferences = { theme: 'system', language: 'en' } as const;
  return { id, role, first_name, full_name, email, image_url, permissions, preferences };
}

/** A sub admin who may reveal drivers' masked personal data. */
export const revealingSubAdminUser: AdminUser = {
  ...subAdminUser,
  id: 3,
  first_name: 'Meera',
  last_name: 'Iyer',
  full_name: 'Meera Iyer',
  email: 'meera@example.in',
  permissions: { ...permissionsFor({ role: 2 }), reveal: true },
};

/**
 * An entry of the activity log as the API answers it: by default the admin edited state 4's
 * name; `overrides` change any field.
 */
export function activityEntry(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: 1,
    at: '2026-11-20T09:30:00.000Z',
    actor_id: adminUser.id,
    actor_name: adminUser.full_name,
    actor_role: adminUser.role,
    section: 'states',
    record_type: 'state',
    record_id: 4,
    record_label: 'Kerala',
    action: 'edit',
    changes: [{ field: 'state_name', before: 'Kerla', after: 'Kerala' }],
    batch_id: null,
    ...overrides,
  };
}

/** API answers for a signed-in user of the given kind (with the user's own permissions). */
export function signedInRoutes(user: AdminUser): FakeRoutes {
  return {
    'GET /adminProfile': { body: user },
    'GET /auth/me': { body: currentUserOf(user, user.permissions) },
    'POST /auth/logout': { message: 'Signed out' },
    // Each record's screen shows its history: none, unless a test says otherwise.
    'GET /activity_record_list': { body: [] },
    // The profile lists the account's sessions: none, unless a test says otherwise.
    'GET /admin_session_list': { body: [] },
  };
}

/* ------------------------------------------------------------------ drivers' personal data */

type PersonalData = { mobile: string; email: string | null; licence_number: string };

/** Bullets in place of every character not kept (the API's masks, see mock-api masking.ts). */
const hideExcept = (text: string, keep: (index: number, length: number) => boolean) =>
  [...text].map((char, index, all) => (keep(index, all.length) ? char : '•')).join('');

/**
 * A driver's personal data as the API answers it to `user`: in full to an administrator, masked
 * to a sub admin (`+91 98••• ••210`, `r••••@example.in`, `KA01••••••••345`).
 */
export function personalDataFor<T extends PersonalData>(
  user: Pick<AdminUser, 'role'>,
  driver: T,
): T {
  if (user.role === 1) return driver;
  const [, code = '', local = ''] = /^(\+\d+ )?(.*)$/.exec(driver.mobile) ?? [];
  const localDigits = local.replace(/\D/g, '').length;
  let seen = 0;
  const mobile =
    code +
    [...local]
      .map((char) => {
        if (!/\d/.test(char)) return char;
        seen += 1;
        return seen <= 2 || seen > localDigits - 3 ? char : '•';
      })
      .join('');
  const at = driver.email?.lastIndexOf('@') ?? -1;
  const email = driver.email === null ? null : `${driver.email[0]}••••${driver.email.slice(at)}`;
  const licence_number = hideExcept(driver.licence_number, (i, n) => i < 4 || i >= n - 3);
  return { ...driver, mobile, email, licence_number };
}

/**
 * `POST /user_reveal` for `user` over these drivers: their data in full to an account that may
 * reveal it, else the API's 403; an unknown id is a 404.
 */
export function revealRoute(
  user: AdminUser,
  drivers: (PersonalData & { user_id: number })[],
): FakeRoutes {
  return {
    'POST /user_reveal': ({ body }) => {
      if (!user.permissions.reveal) {
        return { status: 403, message: "Your account may not reveal drivers' personal data" };
      }
      const driver = drivers.find((candidate) => candidate.user_id === body.id);
      if (!driver) return { status: 404, message: 'Driver not found' };
      const { user_id, mobile, email, licence_number } = driver;
      return { body: { user_id, mobile, email, licence_number } };
    },
  };
}

const RANK = { none: 0, read: 1, write: 2 } as const;

/**
 * The routes, refusing as the API does what `granted` does not allow: 403 "Your account may not
 * view drivers" / "…may not change drivers". `granted` is what the server holds now, which may
 * differ from what the console loaded earlier (a stale permission).
 */
export function enforcingPermissions(granted: Permissions, routes: FakeRoutes): FakeRoutes {
  const guarded: Record<string, unknown> = { ...routes };
  // What each call needs, as the API declares it (generated from its OpenAPI document).
  for (const [key, { section, level }] of Object.entries(operationPermission)) {
    if (RANK[granted.sections[section]] >= RANK[level]) continue;
    const verb = RANK[granted.sections[section]] === 0 || level === 'read' ? 'view' : 'change';
    guarded[key] = {
      status: 403,
      message: `Your account may not ${verb} ${sectionWords[section]}`,
    };
  }
  return guarded as FakeRoutes;
}
