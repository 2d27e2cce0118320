import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import {
  AUTH_MESSAGES,
  checkCredentials,
  currentAuth,
  issueSession,
  revokeSession,
  revokeUserSessions,
} from '../auth.js';
import {
  aboutAccount,
  accountValues,
  fieldChanges,
  recordActivity,
  UNKNOWN_ACCOUNT,
} from '../http/activity.js';
import { fieldError, ok } from '../http/envelope.js';
import { badRequest, forbidden, unauthorized } from '../http/errors.js';
import { presentAdmin, presentCurrentUser } from '../http/presenters.js';
import { NAME } from '../http/text.js';
import { trimBody } from '../http/validation.js';
import {
  AdminUser,
  CurrentUser,
  envelope,
  errorResponses,
  IsoDateTime,
  NewPassword,
  ref,
} from '../http/schemas.js';
import { fullName, normalizeEmail, splitName, SUB_ADMIN_ROLE } from '../store/index.js';
import { READ_ONLY_PERMISSIONS } from '../permissions.js';
import { declaredSection } from '../manifest.js';
import type { Section } from '../sections.js';

/* ------------------------------------------------------------------ schemas */

const Email = Type.String({ format: 'email', maxLength: 254, examples: ['admin@example.com'] });

export const LoginRequest = Type.Object(
  {
    email: Email,
    password: Type.String({ minLength: 1, maxLength: 200, examples: ['password123'] }),
  },
  { $id: 'LoginRequest', additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequest>;

export const RegisterRequest = Type.Object(
  {
    email: Email,
    password: NewPassword(),
    name: Type.String({
      ...NAME,
      minLength: 1,
      maxLength: 100,
      description: 'First and last name joined by a space; split on the first space',
    }),
  },
  {
    $id: 'RegisterRequest',
    additionalProperties: false,
    description:
      'Asks for a sub admin account (role 2); any other property, such as `role`, is ignored',
  },
);
export type RegisterRequest = Static<typeof RegisterRequest>;

export const ChangePasswordRequest = Type.Object(
  {
    old_password: Type.String({ minLength: 1, maxLength: 200 }),
    new_password: NewPassword(),
  },
  { $id: 'ChangePasswordRequest', additionalProperties: false },
);
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

export const AuthSession = Type.Object(
  {
    token: Type.String({ description: 'Send as `Authorization: Bearer <token>`' }),
    expires_at: IsoDateTime(
      'When the token stops working at the latest; unused for the idle timeout (MOCK_IDLE_TIMEOUT, default 30 minutes) it stops sooner',
    ),
    user: ref(AdminUser),
  },
  { $id: 'AuthSession', description: 'A new session: the token and the signed-in account' },
);
export type AuthSession = Static<typeof AuthSession>;

export const RegisteredUser = Type.Object(
  {
    role: Type.Literal(SUB_ADMIN_ROLE),
    first_name: Type.String(),
    last_name: Type.String(),
    full_name: Type.String(),
    email: Type.String({ format: 'email', description: 'As sent, trimmed and lower-cased' }),
    status: Type.Literal('pending'),
  },
  {
    $id: 'RegisteredUser',
    description:
      'What was sent, as the account would store it. The same for an address that already has an account, so the answer does not reveal which addresses are registered.',
  },
);
export type RegisteredUser = Static<typeof RegisteredUser>;

export const Registration = Type.Object(
  { user: ref(RegisteredUser) },
  { $id: 'Registration', description: 'A registration waiting for approval; no session' },
);
export type Registration = Static<typeof Registration>;

const schemas = [
  LoginRequest,
  RegisterRequest,
  ChangePasswordRequest,
  AuthSession,
  RegisteredUser,
  Registration,
];

/* ------------------------------------------------------------------ helpers */

const INVALID_CREDENTIALS = 'Invalid email or password';
const REGISTERED =
  'Thanks for registering. An administrator must approve your account before you can sign in.';
const WRONG_PASSWORD = 'Current password is incorrect';
const SAME_PASSWORD = 'New password must be different from the current password';

/* ------------------------------------------------------------------ routes */

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const sessionBody = (userId: number, userAgent = '') => {
    const session = issueSession(app.store, userId, config.tokenTtlSeconds, {
      userAgent,
      limit: config.sessionLimit,
      idleSeconds: config.idleTimeoutSeconds,
    });
    return { token: session.token, expires_at: new Date(session.expiresAt).toISOString() };
  };

  app.post(
    '/adminlogin',
    {
      config: { access: 'public' },
      onRequest: app.throttle.signInPerAddress,
      preValidation: trimBody('email'),
      preHandler: app.throttle.signInPerAccount,
      schema: {
        summary: 'Sign in with e-mail and password',
        description:
          'E-mail match is case-insensitive. Wrong e-mail or password: 401. With the right password, ' +
          'a disabled account or a registration waiting for approval: 403. ' +
          'Throttled per client address, per e-mail address from one client address (failed ' +
          'attempts; the right password clears them) and per e-mail address from all addresses ' +
          'except those that signed in to it recently: 429 with `Retry-After` in seconds. ' +
          'More sign-ins waiting for their password check than the server queues: 503 with ' +
          '`Retry-After`. An account holds at most MOCK_SESSION_LIMIT sessions (default 10): a ' +
          'sign-in past it ends the oldest, whose token then gets 401 with ' +
          '`code: "session_replaced"`.',
        body: ref(LoginRequest),
        response: {
          200: envelope(ref(AuthSession), 'Signed in; message "Login successful"'),
          ...errorResponses(400, 401, 403, 429, 503),
        },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const admin = await checkCredentials(app.store, app.passwords, email, password);
      if (!admin) {
        // The account tried, if the address is one; never what was typed.
        const tried = app.store.admins.findByEmail(email);
        recordActivity(request, {
          ...(tried
            ? aboutAccount(tried, 'auth')
            : {
                section: 'auth',
                record_type: 'admin',
                record_id: null,
                record_label: UNKNOWN_ACCOUNT,
              }),
          action: 'sign_in_failed',
          actor: null,
        });
        throw unauthorized(INVALID_CREDENTIALS, 'invalid_credentials');
      }
      app.throttle.passwordAccepted(request, email);
      if (admin.status !== 'active') {
        recordActivity(request, {
          ...aboutAccount(admin, 'auth'),
          action: 'sign_in_failed',
          actor: null,
        });
      }
      if (admin.status === 'pending') throw forbidden(AUTH_MESSAGES.pending, 'account_pending');
      if (admin.status !== 'active') throw forbidden(AUTH_MESSAGES.disabled, 'account_disabled');
      app.throttle.signedIn(request, email);
      recordActivity(request, { ...aboutAccount(admin, 'auth'), action: 'sign_in', actor: admin });
      const session = sessionBody(admin.id, request.headers['user-agent']);
      return ok('Login successful', { ...session, user: presentAdmin(admin) });
    },
  );

  app.post(
    '/auth/register',
    {
      config: { access: 'public' },
      onRequest: app.throttle.registerPerAddress,
      preValidation: trimBody('email', 'name'),
      schema: {
        summary: 'Ask for a sub admin account; an administrator approves it',
        description: [
          'Records a sub admin (role 2) with status `pending` and starts no session: the account',
          'cannot sign in (403) until an administrator approves it (POST /sub_admin_approve).',
          'Unapproved registrations lapse after MOCK_PENDING_TTL seconds (default 7 days).',
          'An address that already has an account gets the same answer, in about the same time,',
          'and nothing changes, so the answer does not tell which addresses are registered.',
          'Throttled per client address: 429 with `Retry-After` in seconds.',
          'Too many passwords waiting to be hashed: 503 with `Retry-After`.',
        ].join(' '),
        body: ref(RegisterRequest),
        response: {
          202: envelope(ref(Registration), `Registration received; message "${REGISTERED}"`),
          ...errorResponses(400, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const { email, password, name } = request.body;
      const names = splitName(name);
      // Hash before looking the address up, for new and known addresses alike: the answer takes
      // about as long either way.
      const password_hash = await app.passwords.hash(password);
      if (!app.store.admins.findByEmail(email)) {
        const account = app.store.admins.create({
          role: SUB_ADMIN_ROLE,
          ...names,
          email,
          mobile: null,
          image_url: null,
          status: 'pending',
          password_hash,
          permissions: READ_ONLY_PERMISSIONS,
        });
        recordActivity(request, {
          ...aboutAccount(account, 'auth'),
          action: 'register',
          changes: fieldChanges('admin', {}, accountValues(account)),
          actor: account,
        });
      }
      const user: RegisteredUser = {
        role: SUB_ADMIN_ROLE,
        ...names,
        full_name: fullName(names),
        email: normalizeEmail(email),
        status: 'pending',
      };
      return reply.code(202).send(ok(REGISTERED, { user }));
    },
  );

  app.get(
    '/adminProfile',
    {
      schema: {
        summary: 'Profile of the signed-in account',
        description: "The account record of the token's holder, as the profile page shows it.",
        response: {
          200: envelope(ref(AdminUser)),
          ...errorResponses(401),
        },
      },
    },
    async (request) => ok('Profile loaded', presentAdmin(currentAuth(request).user)),
  );

  app.get(
    '/auth/me',
    {
      schema: {
        summary: 'The signed-in user, as the console layout needs it',
        description:
          'Who the token belongs to, with the role and permissions the console uses to choose its menu and buttons. A token that no longer works answers 401 with `code: session_expired`.',
        response: {
          200: envelope(ref(CurrentUser)),
          ...errorResponses(401),
        },
      },
    },
    async (request) =>
      ok('Current user loaded', presentCurrentUser(app.store, currentAuth(request).user)),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        summary: 'Sign out: the token stops working',
        description:
          'Ends the session of the token sent (other sessions of the account go on) and logs the sign-out. No body is needed.',
        response: {
          200: envelope(Type.Null(), 'Signed out; message "Signed out"'),
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const { user, session } = currentAuth(request);
      revokeSession(app.store, session.token);
      recordActivity(request, { ...aboutAccount(user, 'auth'), action: 'sign_out' });
      return ok('Signed out', null);
    },
  );

  app.post(
    '/change_admin_password',
    {
      config: { changes: true },
      schema: {
        summary: "Change the signed-in account's own password",
        description:
          'Any signed-in account, administrator or sub admin. On success every other session of the account ends; the calling token keeps working.',
        body: ref(ChangePasswordRequest),
        response: {
          200: envelope(Type.Null(), 'Password changed; message "Password changed successfully"'),
          ...errorResponses(400, 401, 503),
        },
      },
    },
    async (request) => {
      const { user, session } = currentAuth(request);
      const { old_password, new_password } = request.body;
      if (!(await app.passwords.verify(old_password, user.password_hash)).valid) {
        throw badRequest(WRONG_PASSWORD, [
          fieldError('old_password', WRONG_PASSWORD, 'wrong_password'),
        ]);
      }
      if (new_password === old_password) {
        throw badRequest(SAME_PASSWORD, [
          fieldError('new_password', SAME_PASSWORD, 'same_password'),
        ]);
      }
      app.store.admins.update(user.id, { password_hash: await app.passwords.hash(new_password) });
      revokeUserSessions(app.store, user.id, session.token);
      recordActivity(request, { ...aboutAccount(user, 'settings'), action: 'password' });
      return ok('Password changed successfully', null);
    },
  );
};

export default {
  ...declaredSection('auth', 'Sign-in, registration, current user, password'),
  schemas,
  routes: authRoutes,
} satisfies Section;
