import type { FastifyInstance } from 'fastify';
import { issueSession } from '../src/auth.js';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { copyPermissions, DEFAULT_SUB_ADMIN_PERMISSIONS } from '../src/permissions.js';
import type { Session } from '../src/store/index.js';
import type { ContractAgent } from './answers.js';
import { underContract } from './contract.js';

export const ADMIN = { email: 'admin@example.com', password: 'password123' };
export const SUB_ADMIN = { email: 'subadmin@example.com', password: 'password123' };

export interface TestContext {
  app: FastifyInstance;
  api: ContractAgent;
}

/**
 * A ready app (logger off) and a Supertest agent for it. Close `app` in afterAll/afterEach.
 * Every answer either gives a test, through the agent or `app.inject`, is checked against the
 * OpenAPI document (contract.ts): one that breaks it fails the test.
 */
export async function startApp(overrides: Partial<Config> = {}): Promise<TestContext> {
  const app = await buildApp({ logLevel: 'silent', ...overrides });
  await app.ready();
  return underContract(app);
}

/**
 * One app for the whole test file, restored to its seeded state (with no throttling counts and no
 * idempotency keys) before each test.
 */
export function useSeededApp(overrides: Partial<Config> = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await startApp(overrides));
  });
  afterAll(async () => {
    await ctx.app.close();
  });
  beforeEach(() => {
    ctx.app.store.reset();
    ctx.app.throttle.reset();
    ctx.app.idempotency.reset();
    ctx.app.exactSearchLimit.reset();
  });
  return ctx;
}

export async function login(
  api: TestContext['api'],
  credentials: { email: string; password: string } = ADMIN,
): Promise<string> {
  const response = await api.post('/adminlogin').send(credentials).expect(200);
  const token: unknown = response.body?.body?.token;
  if (typeof token !== 'string') throw new Error('login answered without a token');
  return token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Signs the demo admin and the demo sub admin in once per file and puts their sessions back after
 * every reset (which ends all sessions), so tests share two tokens. Call after useSeededApp().
 */
export function useSignedIn(ctx: TestContext): { admin: string; subAdmin: string } {
  const tokens = { admin: '', subAdmin: '' };
  const sessions: Session[] = [];
  beforeAll(async () => {
    tokens.admin = await login(ctx.api, ADMIN);
    tokens.subAdmin = await login(ctx.api, SUB_ADMIN);
    for (const token of [tokens.admin, tokens.subAdmin]) {
      const session = ctx.app.store.sessions.get(token);
      if (session) sessions.push(session);
    }
  });
  beforeEach(() => {
    for (const session of sessions) ctx.app.store.sessions.add(session);
  });
  return tokens;
}

/** The error envelope, checked in one go. */
export function expectError(body: unknown, message: string) {
  expect(body).toMatchObject({ success: false, message, body: null });
}

/** A new sub admin who may reveal drivers' personal data, signed in: its token. */
export function signInRevealer(ctx: TestContext): string {
  const { store, config } = ctx.app;
  const account = store.admins.create({
    role: 2,
    first_name: 'Meera',
    last_name: 'Iyer',
    email: 'meera@example.in',
    mobile: null,
    image_url: null,
    status: 'active',
    password_hash: 'scrypt$unused$unused',
    permissions: { ...copyPermissions(DEFAULT_SUB_ADMIN_PERMISSIONS), reveal: true },
  });
  return issueSession(store, account.id, config.tokenTtlSeconds).token;
}
