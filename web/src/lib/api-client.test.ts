import {
  api,
  ApiError,
  configureApiClient,
  EARLY_ANSWER_MS,
  failureMessage,
  isSessionExpiry,
  isUnconfirmed,
  requestEarly,
} from '@/lib/api-client';
import type { QueryOf } from '@/lib/api-contract';
import { t } from '@/lib/messages.gen';
import { adminUser, installFakeApi, type RecordedCall } from '@/testing/fake-api';

/** Lets a request started just before reach the (mocked) fetch. */
const waitForFetch = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('api client', () => {
  const notifyError = jest.fn();
  const onUnauthorized = jest.fn();
  let token: string | null;

  beforeEach(() => {
    token = 'secret-token';
    notifyError.mockReset();
    onUnauthorized.mockReset();
    configureApiClient({ getToken: () => token, notifyError, onUnauthorized });
  });

  it('sends JSON with Accept and the bearer token to the configured API, with query params', async () => {
    const { calls } = installFakeApi({ 'GET /users_list': { body: [] } });
    await api.get('/users_list', {
      // Empty values are left out, including '' (an empty filter) where the type has a number.
      params: { page: 2, serach: 'ravi', status: undefined, city_id: '' } as unknown as QueryOf<
        'get',
        '/users_list'
      >,
    });
    const [call] = calls;
    expect(call?.headers).toMatchObject({
      Accept: 'application/json',
      Authorization: 'Bearer secret-token',
    });
    expect(call?.query.toString()).toBe('page=2&serach=ravi');
    expect(global.fetch).toHaveBeenCalledWith(
      'http://api.test/users_list?page=2&serach=ravi',
      expect.anything(),
    );
  });

  it('sends no Authorization header without a token', async () => {
    token = null;
    const { calls } = installFakeApi({
      'POST /adminlogin': {
        body: { token: 'x', expires_at: '2026-12-01T00:00:00Z', user: adminUser },
      },
    });
    await api.post('/adminlogin', { email: 'a@b.co', password: 'secret' });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(calls[0]?.body).toEqual({ email: 'a@b.co', password: 'secret' });
  });

  it("turns a failed answer into an 'Error' toast with the server's message", async () => {
    installFakeApi({
      'POST /company_add': {
        status: 409,
        message: 'A company with this name already exists',
        errors: [{ field: 'company_name', message: 'Already taken' }],
      },
    });
    const failure = api.post('/company_add', { company_name: 'Acme' }, { notifyOnError: true });
    await expect(failure).rejects.toMatchObject({
      status: 409,
      message: 'A company with this name already exists',
      fieldErrors: { company_name: 'Already taken' },
    });
    expect(notifyError).toHaveBeenCalledWith('A company with this name already exists');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("uses the client's own message when the server gives none or cannot be reached", async () => {
    global.fetch = jest.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/dashboard_count', { notifyOnError: true })).rejects.toThrow(
      'Request failed with status 502',
    );
    global.fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/dashboard_count', { notifyOnError: true })).rejects.toThrow(
      'Network error: the server could not be reached.',
    );
    expect(notifyError.mock.calls).toEqual([
      ['Request failed with status 502'],
      ['Network error: the server could not be reached.'],
    ]);
  });

  it('gives up after the timeout with a message saying so', async () => {
    global.fetch = jest.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    await expect(api.get('/dashboard_count', { timeoutMs: 20 })).rejects.toThrow(
      'The server took too long to answer. Please try again.',
    );
  });

  it('counts a body cut off by the timeout as no answer, not as a failed answer', async () => {
    global.fetch = jest.fn(
      async (_url: string | URL | Request, init?: RequestInit) =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"success":true,'));
              init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
            },
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    await expect(api.get('/dashboard_count', { timeoutMs: 20 })).rejects.toThrow(
      'The server took too long to answer. Please try again.',
    );
  });

  it('ends the session on a 401 to a request that carried a token', async () => {
    installFakeApi({
      'GET /dashboard_count': {
        status: 401,
        message: 'This account is disabled. Contact an administrator.',
      },
    });
    await expect(api.get('/dashboard_count', { notifyOnError: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith('This account is disabled. Contact an administrator.');
  });

  it('reads the code of an expired session, and leaves the explaining to the sign-in page', async () => {
    installFakeApi({
      'GET /dashboard_count': {
        status: 401,
        message: 'Your session has expired. Please sign in again.',
        code: 'session_expired',
      },
    });
    const error = await api
      .get('/dashboard_count', { notifyOnError: true })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'session_expired' });
    expect(isSessionExpiry(error)).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('ignores a 401 for a token that is no longer the current one', async () => {
    let answer!: () => void;
    global.fetch = jest.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = () =>
            resolve(
              new Response(
                JSON.stringify({
                  success: false,
                  message: 'Expired',
                  body: null,
                  code: 'session_expired',
                }),
                { status: 401 },
              ),
            );
        }),
    );
    const call = api.get('/dashboard_count', { notifyOnError: true }).catch((e: unknown) => e);
    await waitForFetch();
    token = 'next-session-token'; // signed out and in again while the call was out
    answer();
    expect(await call).toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('treats a 401 without a token (a failed sign-in) as a plain failure', async () => {
    token = null;
    installFakeApi({ 'POST /adminlogin': { status: 401, message: 'Invalid email or password' } });
    await expect(
      api.post('/adminlogin', { email: 'a@b.co', password: 'wrong' }, { notifyOnError: true }),
    ).rejects.toThrow('Invalid email or password');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(notifyError).toHaveBeenCalledWith('Invalid email or password');
  });

  it('stays silent by default: the screen announces the failure in its own words', async () => {
    installFakeApi({ 'POST /user_status_update': { status: 500 } });
    const error = await api
      .post('/user_status_update', { user_id: 7, status: 'blocked' })
      .catch((e: unknown) => e);
    expect(notifyError).not.toHaveBeenCalled();
    expect(failureMessage(error, 'Status update failed')).toBe('Status update failed');
    installFakeApi({
      'POST /user_status_update': {
        status: 400,
        message: 'status must be one of active, inactive, blocked',
      },
    });
    const withMessage = await api
      .post('/user_status_update', { user_id: 7, status: 'blocked' })
      .catch((e: unknown) => e);
    expect(failureMessage(withMessage, 'Status update failed')).toBe(
      'status must be one of active, inactive, blocked',
    );
  });
});

describe('early GETs (requestEarly)', () => {
  const notifyError = jest.fn();
  let token: string | null;

  beforeEach(() => {
    token = 't1';
    notifyError.mockReset();
    configureApiClient({ getToken: () => token, notifyError });
  });

  const listed = (calls: RecordedCall[]) => calls.filter((c) => c.path === '/users_list');

  it('is taken once by the same GET, whatever the order of its query', async () => {
    const { calls } = installFakeApi({ 'GET /users_list': { body: [], message: 'Drivers' } });
    requestEarly('/users_list', { params: { page: 1, limit: 10 } });
    const answer = await api.get('/users_list', { params: { limit: 10, page: 1 } });
    expect(answer.message).toBe('Drivers');
    expect(listed(calls)).toHaveLength(1);
    await api.get('/users_list', { params: { limit: 10, page: 1 } });
    expect(listed(calls)).toHaveLength(2);
  });

  it('is not taken by another query, another token, or after EARLY_ANSWER_MS', async () => {
    const { calls } = installFakeApi({ 'GET /users_list': { body: [] } });
    requestEarly('/users_list', { params: { page: 1, limit: 10 } });
    await api.get('/users_list', { params: { page: 2, limit: 10 } });
    expect(listed(calls)).toHaveLength(2);

    requestEarly('/users_list', { params: { page: 1, limit: 10 } });
    token = 't2';
    await api.get('/users_list', { params: { page: 1, limit: 10 } });
    expect(listed(calls).at(-1)?.headers.Authorization).toBe('Bearer t2');
    expect(listed(calls)).toHaveLength(4);

    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    requestEarly('/users_list', { params: { page: 1, limit: 10 } });
    clock.mockReturnValue(now + EARLY_ANSWER_MS);
    await api.get('/users_list', { params: { page: 1, limit: 10 } });
    clock.mockRestore();
    expect(listed(calls)).toHaveLength(6);
  });

  it('hands a failure to its taker without a toast of its own', async () => {
    installFakeApi({ 'GET /users_list': { status: 500, message: 'Maintenance' } });
    const firstPage = { params: { page: 1, limit: 10 } };
    requestEarly('/users_list', firstPage);
    await waitForFetch();
    expect(notifyError).not.toHaveBeenCalled();
    await expect(api.get('/users_list', { ...firstPage, notifyOnError: true })).rejects.toThrow(
      'Maintenance',
    );
    expect(notifyError).not.toHaveBeenCalled();
  });
});

describe('changes: Idempotency-Key and one retry', () => {
  const notifyError = jest.fn();
  beforeEach(() => {
    notifyError.mockReset();
    configureApiClient({ getToken: () => 'secret-token', notifyError });
  });

  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const keyOf = (call: RecordedCall | undefined) => call?.headers['Idempotency-Key'];
  const edit = (company_name: string, version = 1) =>
    api.post('/company_edit', { company_id: 2, company_name, version });
  const saved = { company_id: 2, driver_count: 0, created_at: '2026-01-01T00:00:00.000Z' };
  const answer = (company_name: string) => ({
    body: { ...saved, company_name, version: 2, updated_at: saved.created_at, updated_by: null },
  });
  /** A fetch that never answers until the client gives up (its timeout). */
  const lost = (_url: string | URL | Request, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
    );
  const networkDown = (): never => {
    throw new TypeError('Failed to fetch');
  };

  it('sends a UUID as the key of a change, and none with a read', async () => {
    const { calls } = installFakeApi({
      'POST /company_edit': answer('Deccan Roadways'),
      'POST /state_detail': { status: 404, message: 'State not found' },
    });
    await edit('Deccan Roadways');
    await api.post('/state_detail', { id: 1 }).catch(() => undefined);
    expect(keyOf(calls[0])).toMatch(UUID);
    expect(keyOf(calls[1])).toBeUndefined();
  });

  it('sends a change once more with the same key when its answer is lost, and takes that answer', async () => {
    let tries = 0;
    const { calls } = installFakeApi({
      'POST /company_edit': () => {
        tries += 1;
        if (tries === 1) networkDown();
        return answer('Deccan Roadways');
      },
    });
    const result = await edit('Deccan Roadways');
    expect(result.body.company_name).toBe('Deccan Roadways');
    expect(calls).toHaveLength(2);
    expect(keyOf(calls[1])).toBe(keyOf(calls[0]));
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('retries after a timeout too, but a read never', async () => {
    global.fetch = jest.fn(lost);
    await expect(
      api.post('/company_add', { company_name: 'Konkan Freight' }, { timeoutMs: 20 }),
    ).rejects.toMatchObject({ unconfirmed: true });
    expect(global.fetch).toHaveBeenCalledTimes(2);

    global.fetch = jest.fn(lost);
    await expect(api.get('/dashboard_count', { timeoutMs: 20 })).rejects.toMatchObject({
      unconfirmed: false,
    });
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the key while the body stays the same, and makes a new one when it changes', async () => {
    let down = true;
    const { calls } = installFakeApi({
      'POST /company_edit': ({ body }) => (down ? networkDown() : answer(body.company_name)),
    });
    const unknown = await edit('Deccan Roadways').catch((error: unknown) => error);
    expect(isUnconfirmed(unknown)).toBe(true);
    expect(unknown).toMatchObject({
      message: t('client.unconfirmed'),
      fromServer: false,
      status: 0,
    });
    expect(calls).toHaveLength(2);

    // Save pressed again with the same body: the same change, the same key.
    down = false;
    await edit('Deccan Roadways');
    expect(calls).toHaveLength(3);
    expect(keyOf(calls[2])).toBe(keyOf(calls[0]));

    // Answered: the same body again is a new change. So is another body, or another version.
    await edit('Deccan Roadways');
    await edit('Deccan Roadways Ltd');
    await edit('Deccan Roadways Ltd', 2);
    const keys = calls.slice(2).map(keyOf);
    expect(new Set(keys).size).toBe(4);
  });

  it('cannot confirm a change the API is still running', async () => {
    installFakeApi({
      'POST /company_edit': {
        status: 409,
        message: 'A request with this Idempotency-Key is still running',
        code: 'idempotency_in_progress',
      },
    });
    const error = await edit('Deccan Roadways').catch((e: unknown) => e);
    expect(error).toMatchObject({ unconfirmed: true, message: t('client.unconfirmed') });
    expect(failureMessage(error, 'Failed please try again')).toBe('Failed please try again');
  });
});
