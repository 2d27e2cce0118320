import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Bowser from 'bowser';
import { Type, type Static } from 'typebox';
import { currentAuth, revokeSession, sessionOver } from '../auth.js';
import { aboutAccount, recordActivity } from '../http/activity.js';
import { fieldError, ok } from '../http/envelope.js';
import { badRequest, explainedPattern, notFound } from '../http/errors.js';
import { envelope, errorResponses, IsoDateTime, ref } from '../http/schemas.js';
import type { Session } from '../store/index.js';
import type { Section } from '../sections.js';

/*
 * The signed-in account's own sessions (issue 22): where it is signed in, so that a session it
 * does not recognise can be ended. A session is named by an opaque `id`, never by its token.
 */

export const AdminSession = Type.Object(
  {
    id: Type.String({ description: 'Names the session for POST /admin_session_end' }),
    started_at: IsoDateTime('When it signed in'),
    last_used_at: IsoDateTime('Its last authenticated call'),
    browser: Type.String({
      description: 'The browser and system it signed in from, read from its User-Agent',
      examples: ['Chrome 131 on Windows'],
    }),
    current: Type.Boolean({ description: 'Whether this is the session making the request' }),
  },
  { $id: 'AdminSession', description: 'One session of the signed-in account' },
);
type AdminSession = Static<typeof AdminSession>;

const SessionEndRequest = Type.Object(
  {
    id: Type.String({
      maxLength: 64,
      pattern: explainedPattern('^[A-Za-z0-9_-]+$', 'is not a session id'),
      description: 'The `id` of one of the account’s other sessions',
    }),
  },
  { $id: 'SessionEndRequest', additionalProperties: false },
);

const schemas = [AdminSession, SessionEndRequest];

export const SESSION_MESSAGES = {
  notFound: 'That session has already ended',
  current: 'This is the session you are using: sign out instead',
} as const;

/** "Chrome 131 on Windows", from a User-Agent header; "Unknown browser" when it names none. */
export function browserName(userAgent: string): string {
  if (userAgent.trim() === '') return 'Unknown browser';
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const name = browser.name ? [browser.name, major].filter(Boolean).join(' ') : 'Unknown browser';
  return os.name ? `${name} on ${os.name}` : name;
}

const present = (session: Session, current: Session): AdminSession => ({
  id: session.id,
  started_at: new Date(session.createdAt).toISOString(),
  last_used_at: new Date(session.lastUsedAt).toISOString(),
  browser: browserName(session.userAgent),
  current: session.token === current.token,
});

const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store, config } = app;
  /** The account's sessions that still work, the ones it could still use. */
  const liveSessionsOf = (userId: number) => {
    const now = Date.now();
    return store.sessions
      .ofUser(userId)
      .filter((session) => !sessionOver(session, config.idleTimeoutSeconds, now));
  };

  app.get(
    '/admin_session_list',
    {
      schema: {
        summary: "The signed-in account's sessions, this one first, then the latest used",
        description: `Every session of the account that still works, whichever device signed in. An account holds at most MOCK_SESSION_LIMIT sessions (default 10; a sign-in past it ends the oldest). Tokens are never shown.`,
        response: { 200: envelope(Type.Array(ref(AdminSession))), ...errorResponses(401) },
      },
    },
    async (request) => {
      const { user, session: current } = currentAuth(request);
      const sessions = liveSessionsOf(user.id)
        .map((session) => present(session, current))
        .sort(
          (a, b) =>
            Number(b.current) - Number(a.current) || b.last_used_at.localeCompare(a.last_used_at),
        );
      return ok('Sessions loaded', sessions);
    },
  );

  app.post(
    '/admin_session_end',
    {
      schema: {
        summary: 'Sign out one of the account’s other sessions',
        description: `Its token stops working at once (401 \`session_expired\`). Recorded in the activity log as a \`sign_out\` in the profile section. An id no session of this account has (ended already, or another account's): 404. The calling session itself: 400 (sign out instead).`,
        body: ref(SessionEndRequest),
        response: { 200: envelope(Type.Null()), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { user, session: current } = currentAuth(request);
      const { id } = request.body;
      if (id === current.id) {
        throw badRequest(SESSION_MESSAGES.current, [
          fieldError('id', SESSION_MESSAGES.current, 'current_session'),
        ]);
      }
      const session = liveSessionsOf(user.id).find((held) => held.id === id);
      if (!session) throw notFound(SESSION_MESSAGES.notFound);
      revokeSession(store, session.token);
      recordActivity(request, { ...aboutAccount(user, 'profile'), action: 'sign_out' });
      return ok(`Signed out ${browserName(session.userAgent)}`, null);
    },
  );
};

export default {
  tag: { name: 'sessions', description: "The signed-in account's sessions: list, sign out one" },
  access: 'signed-in',
  schemas,
  routes: sessionRoutes,
} satisfies Section;
