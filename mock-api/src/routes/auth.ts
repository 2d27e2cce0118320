import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import {
  AUTH_MESSAGES,
  checkCredentials,
  currentAuth,
  hashPassword,
  issueSession,
  revokeSession,
  revokeUserSessions,
  verifyPassword,
} from '../auth.js';
import { ok } from '../http/envelope.js';
import { badRequest, conflict, forbidden, unauthorized } from '../http/errors.js';
import { presentAdmin, presentCurrentUser } from '../http/presenters.js';
import { trimBody } from '../http/validation.js';
import {
  AdminUser,
  CurrentUser,
  envelope,
  errorResponses,
  IsoDateTime,
  ref,
} from '../http/schemas.js';
import { splitName, SUB_ADMIN_ROLE } from '../store/index.js';

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
    password: Type.String({ minLength: 5, maxLength: 200 }),
    name: Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'First and last name joined by a space; split on the first space',
    }),
  },
  {
    $id: 'RegisterRequest',
    additionalProperties: false,
    description: 'Creates a sub admin (role 2); any other property, such as `role`, is ignored',
  },
);
export type RegisterRequest = Static<typeof RegisterRequest>;

export const ChangePasswordRequest = Type.Object(
  {
    old_password: Type.String({ minLength: 1, maxLength: 200 }),
    new_password: Type.String({ minLength: 8, maxLength: 200 }),
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

/** Registered at the root by app.ts so that they become named OpenAPI components. */
export const authSchemas = [LoginRequest, RegisterRequest, ChangePasswordRequest, AuthSession];

/* ------------------------------------------------------------------ helpers */

const INVALID_CREDENTIALS = 'Invalid email or password';
const DUPLICATE_EMAIL = 'An account with this email already exists';
const WRONG_PASSWORD = 'Current password is incorrect';
const SAME_PASSWORD = 'New password must be different from the current password';

const bearer = [{ bearerAuth: [] }];

/* ------------------------------------------------------------------ routes */

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const sessionBody = (userId: number) => {
    const session = issueSession(app.store, userId, config.tokenTtlSeconds);
    return { token: session.token, expires_at: new Date(session.expiresAt).toISOString() };
  };

  app.post(
    '/adminlogin',
    {
      preValidation: trimBody('email'),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        description:
          'E-mail match is case-insensitive. Wrong e-mail or password: 401. Disabled account: 403.',
        body: ref(LoginRequest),
        response: {
          200: envelope(ref(AuthSession), 'Signed in; message "Login successful"'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const admin = await checkCredentials(app.store, email, password);
      if (!admin) throw unauthorized(INVALID_CREDENTIALS);
      if (admin.status !== 'active') throw forbidden(AUTH_MESSAGES.disabled);
      return ok('Login successful', { ...sessionBody(admin.id), user: presentAdmin(admin) });
    },
  );

  app.post(
    '/auth/register',
    {
      preValidation: trimBody('email', 'name'),
      schema: {
        tags: ['auth'],
        summary: 'Create a sub admin account and sign in',
        description:
          'Always creates a sub admin (role 2). Duplicate e-mail (case-insensitive): 409.',
        body: ref(RegisterRequest),
        response: {
          201: envelope(ref(AuthSession), 'Account created and signed in'),
          ...errorResponses(400, 409),
        },
      },
    },
    async (request, reply) => {
      const { email, password, name } = request.body;
      const ensureFree = () => {
        if (app.store.admins.findByEmail(email)) {
          throw conflict(DUPLICATE_EMAIL, [{ field: 'email', message: DUPLICATE_EMAIL }]);
        }
      };
      ensureFree();
      const password_hash = await hashPassword(password);
      ensureFree(); // again: another request may have taken the address while hashing
      const admin = app.store.admins.create({
        role: SUB_ADMIN_ROLE,
        ...splitName(name),
        email,
        mobile: null,
        image_url: null,
        status: 'active',
        password_hash,
      });
      return reply
        .code(201)
        .send(ok('Account created', { ...sessionBody(admin.id), user: presentAdmin(admin) }));
    },
  );

  app.get(
    '/adminProfile',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Profile of the signed-in account',
        security: bearer,
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
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, as the console layout needs it',
        security: bearer,
        response: {
          200: envelope(ref(CurrentUser)),
          ...errorResponses(401),
        },
      },
    },
    async (request) => ok('Current user loaded', presentCurrentUser(currentAuth(request).user)),
  );

  app.post(
    '/auth/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the token stops working',
        security: bearer,
        response: {
          200: envelope(Type.Null(), 'Signed out; message "Signed out"'),
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      revokeSession(app.store, currentAuth(request).session.token);
      return ok('Signed out', null);
    },
  );

  app.post(
    '/change_admin_password',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in account's own password",
        description:
          'Any signed-in account, administrator or sub admin. On success every other session of the account ends; the calling token keeps working.',
        security: bearer,
        body: ref(ChangePasswordRequest),
        response: {
          200: envelope(Type.Null(), 'Password changed; message "Password changed successfully"'),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const { user, session } = currentAuth(request);
      const { old_password, new_password } = request.body;
      if (!(await verifyPassword(old_password, user.password_hash))) {
        throw badRequest(WRONG_PASSWORD, [{ field: 'old_password', message: WRONG_PASSWORD }]);
      }
      if (new_password === old_password) {
        throw badRequest(SAME_PASSWORD, [{ field: 'new_password', message: SAME_PASSWORD }]);
      }
      app.store.admins.update(user.id, { password_hash: await hashPassword(new_password) });
      revokeUserSessions(app.store, user.id, session.token);
      return ok('Password changed successfully', null);
    },
  );
};

export default authRoutes;
