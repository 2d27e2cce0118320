/** A stand-in for the API over `fetch`: answers by "METHOD /path", records every call. */
export type FakeAnswer = {
  status?: number;
  body?: unknown;
  message?: string;
  errors?: unknown;
  /** The machine-readable reason of a failure, e.g. 'session_expired'. */
  code?: string;
  /** Sent next to `body` by list answers. */
  pagination?: unknown;
  /** Other top-level fields of a success, e.g. the sub admin list's `pending_count`. */
  extra?: Record<string, unknown>;
};
export type FakeRoute = (request: {
  body: unknown;
  headers: Record<string, string>;
}) => FakeAnswer | Promise<FakeAnswer>;

export type RecordedCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
};

export function installFakeApi(routes: Record<string, FakeRoute | FakeAnswer>) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const headers = { ...(init.headers as Record<string, string>) };
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, query: url.searchParams, body, headers });
    const route = routes[`${method} ${url.pathname}`];
    const answer: FakeAnswer = !route
      ? { status: 404, message: `Route ${method} ${url.pathname} not found` }
      : typeof route === 'function'
        ? await route({ body, headers })
        : route;
    const status = answer.status ?? 200;
    const ok = status < 400;
    const payload = ok
      ? {
          success: true,
          message: answer.message ?? 'OK',
          body: answer.body ?? null,
          ...(answer.pagination ? { pagination: answer.pagination } : {}),
          ...answer.extra,
        }
      : {
          success: false,
          message: answer.message,
          body: answer.body ?? null,
          errors: answer.errors,
          ...(answer.code ? { code: answer.code } : {}),
        };
    return new Response(JSON.stringify(payload), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}

export const adminUser = {
  id: 1,
  role: 1,
  first_name: 'Asha',
  last_name: 'Rao',
  full_name: 'Asha Rao',
  email: 'admin@example.com',
  mobile: null,
  image_url: null,
  status: 'active' as const,
  created_at: '2026-01-01T00:00:00.000Z',
  version: 1,
  updated_at: '2026-01-01T00:00:00.000Z',
  updated_by: null,
};

export const subAdminUser = {
  ...adminUser,
  id: 2,
  role: 2,
  first_name: 'Vikram',
  last_name: 'Singh',
  full_name: 'Vikram Singh',
  email: 'subadmin@example.com',
};

/** API answers for a signed-in user of the given kind. */
export function signedInRoutes(user: typeof adminUser) {
  const { id, role, first_name, full_name, email, image_url } = user;
  return {
    'GET /adminProfile': { body: user },
    'GET /auth/me': { body: { id, role, first_name, full_name, email, image_url } },
    'POST /auth/logout': { message: 'Signed out' },
  };
}
