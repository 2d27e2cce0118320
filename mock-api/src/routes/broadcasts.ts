import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { currentAuth } from '../auth.js';
import { about, fieldChanges, recordActivity } from '../http/activity.js';
import { fieldError, ok } from '../http/envelope.js';
import { badRequest, explainedRule } from '../http/errors.js';
import { newestFirst, pageOf, pageQuery } from '../http/lists.js';
import {
  envelope,
  errorResponses,
  IsoDateTime,
  listEnvelope,
  ref,
  type ErrorParams,
  type FieldErrorCode,
} from '../http/schemas.js';
import { trimBody } from '../http/validation.js';
import { MULTI_LINE, NAME, PLAIN_TEXT } from '../http/text.js';
import {
  BROADCAST_CHANNELS,
  BROADCAST_STATUSES,
  countRecipients,
  describeAudience,
  fullName,
  type BroadcastAudience as AudienceRecord,
  type BroadcastRecord,
  type Store,
} from '../store/index.js';
import { declaredSection } from '../manifest.js';
import type { Section } from '../sections.js';

/* ------------------------------------------------------------------ schemas */

export const BROADCAST_LIMITS = { title: 65, pushMessage: 240, inAppMessage: 1000 } as const;

const Ids = (what: string) =>
  Type.Optional(
    Type.Array(Type.Integer({ minimum: 1 }), {
      maxItems: 100,
      default: [],
      description: `Ids of ${what}; a driver in any of them is reached`,
    }),
  );

export const BROADCAST_MESSAGES = {
  noAudience: 'Choose all drivers, or at least one state, city or company',
  bothAudiences: 'Choose either all drivers or states, cities and companies, not both',
  nobody: 'No drivers match this audience. Choose other states, cities or companies.',
  pushTooLong: `message must be at most ${BROADCAST_LIMITS.pushMessage} characters for a push notification`,
} as const;

/** `all: true`, and one list with at least one id: the two ways to name an audience. */
const ALL_DRIVERS = { properties: { all: { const: true } }, required: ['all'] };
const SOME_IDS = (['state_ids', 'city_ids', 'company_ids'] as const).map((field) => ({
  properties: { [field]: { minItems: 1 } },
  required: [field],
}));

export const BroadcastAudience = Type.Object(
  {
    all: Type.Optional(
      Type.Boolean({ default: false, description: 'Every live driver; then give no ids' }),
    ),
    state_ids: Ids('states (where the driver is based)'),
    city_ids: Ids('cities (where the driver is based)'),
    company_ids: Ids('transport companies (the driver works for)'),
  },
  {
    $id: 'BroadcastAudience',
    additionalProperties: false,
    ...explainedRule('anyOf', [ALL_DRIVERS, ...SOME_IDS], '', BROADCAST_MESSAGES.noAudience),
    ...explainedRule(
      'not',
      { ...ALL_DRIVERS, anyOf: SOME_IDS },
      '',
      BROADCAST_MESSAGES.bothAudiences,
    ),
    description:
      'Either `all: true`, or at least one id. A live (not deleted) driver is reached when they are based in ANY chosen state, OR in ANY chosen city, OR work for ANY chosen company. Blocked and inactive drivers are reached too; deleted drivers never are.',
  },
);
export type BroadcastAudience = Static<typeof BroadcastAudience>;

const Channel = Type.Enum([...BROADCAST_CHANNELS], {
  type: 'string',
  description: 'push: phone notification; in_app: the message list inside the driver app',
});

export const BroadcastAudienceCountRequest = Type.Object(
  { audience: ref(BroadcastAudience) },
  { $id: 'BroadcastAudienceCountRequest', additionalProperties: false },
);

export const BroadcastAudienceCount = Type.Object(
  {
    recipient_count: Type.Integer({ minimum: 0, description: 'Live drivers the audience reaches' }),
    total_drivers: Type.Integer({ minimum: 0, description: 'All live drivers' }),
  },
  { $id: 'BroadcastAudienceCount' },
);
export type BroadcastAudienceCount = Static<typeof BroadcastAudienceCount>;

export const BroadcastSendRequest = Type.Object(
  {
    title: Type.String({ ...NAME, minLength: 1, maxLength: BROADCAST_LIMITS.title }),
    message: Type.String({
      minLength: 1,
      maxLength: BROADCAST_LIMITS.inAppMessage,
      description: `Plain text (\`contentMediaType: text/plain\`): shown as written, never read as Markdown or HTML. At most ${BROADCAST_LIMITS.pushMessage} characters when \`push\` is a channel, else ${BROADCAST_LIMITS.inAppMessage}`,
      ...MULTI_LINE,
      ...PLAIN_TEXT,
    }),
    audience: ref(BroadcastAudience),
    channels: Type.Array(Channel, {
      minItems: 1,
      maxItems: 10,
      description: 'At least one; repeats are ignored',
    }),
  },
  { $id: 'BroadcastSendRequest', additionalProperties: false },
);
export type BroadcastSendRequest = Static<typeof BroadcastSendRequest>;

export const Broadcast = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    message: Type.String({ description: 'Plain text; show it escaped' }),
    channels: Type.Array(Channel),
    audience: Type.Object({
      all: Type.Boolean(),
      state_ids: Type.Array(Type.Integer()),
      city_ids: Type.Array(Type.Integer()),
      company_ids: Type.Array(Type.Integer()),
    }),
    audience_summary: Type.String({
      description: 'The audience in words, with the names as they were when it was sent',
    }),
    recipient_count: Type.Integer({ minimum: 0, description: 'Drivers it was addressed to' }),
    status: Type.Enum([...BROADCAST_STATUSES], {
      type: 'string',
      description: 'sent: handed to the channels. failed: the channels refused it',
    }),
    sent_at: IsoDateTime(),
    sent_by: Type.String({ description: 'Name of the admin who sent it' }),
  },
  { $id: 'Broadcast', description: 'A message sent to drivers' },
);
export type Broadcast = Static<typeof Broadcast>;

const schemas = [
  BroadcastAudience,
  BroadcastAudienceCountRequest,
  BroadcastAudienceCount,
  BroadcastSendRequest,
  Broadcast,
];

/* ------------------------------------------------------------------ rules */

const unique = (ids: readonly number[] | undefined) => [...new Set(ids ?? [])];

function audienceError(
  message: string,
  code: FieldErrorCode,
  field = 'audience',
  params?: ErrorParams,
): never {
  throw badRequest(message, [fieldError(field, message, code, params)]);
}

/** The audience with defaults filled and duplicates dropped; 400 for an unknown id. */
function checkAudience(store: Store, input: BroadcastAudience): AudienceRecord {
  const audience: AudienceRecord = {
    all: input.all ?? false,
    state_ids: unique(input.state_ids),
    city_ids: unique(input.city_ids),
    company_ids: unique(input.company_ids),
  };
  // The schema has made sure of `all` or some ids, not both.
  const known = [
    ['state', 'state_ids', (id: number) => store.states.findById(id)],
    ['city', 'city_ids', (id: number) => store.cities.findById(id)],
    ['company', 'company_ids', (id: number) => store.companies.findById(id)],
  ] as const;
  for (const [what, field, find] of known) {
    const missing = audience[field].filter((id) => !find(id));
    if (missing.length > 0) {
      audienceError(`Unknown ${what} id ${missing.join(', ')}`, 'not_found', `audience.${field}`, {
        id: missing.join(', '),
      });
    }
  }
  return audience;
}

function summarise(store: Store, audience: AudienceRecord): string {
  return describeAudience(audience, {
    state: (id) => store.states.findById(id)?.name,
    city: (id) => store.cities.findById(id)?.name,
    company: (id) => store.companies.findById(id)?.company_name,
  });
}

const present = (row: BroadcastRecord): Broadcast => ({
  ...row,
  channels: [...row.channels],
  audience: { ...row.audience },
});

/* ------------------------------------------------------------------ routes */

const broadcastRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store } = app;

  app.post(
    '/broadcast_audience_count',
    {
      schema: {
        summary: 'How many drivers an audience reaches',
        description: `Counts live drivers as \`broadcast_send\` would.`,
        body: ref(BroadcastAudienceCountRequest),
        response: { 200: envelope(ref(BroadcastAudienceCount)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const audience = checkAudience(store, request.body.audience);
      const live = store.drivers.live();
      return ok('Audience counted', {
        recipient_count: countRecipients(live, audience),
        total_drivers: live.length,
      });
    },
  );

  app.post(
    '/broadcast_send',
    {
      config: { changes: true },
      preValidation: trimBody('title', 'message'),
      schema: {
        summary: 'Send a message to drivers now',
        description: `Records the broadcast with its audience, sender, time and recipient count. An audience that reaches nobody: 400.`,
        body: ref(BroadcastSendRequest),
        response: { 201: envelope(ref(Broadcast)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { title, message } = request.body;
      const channels = BROADCAST_CHANNELS.filter((c) => request.body.channels.includes(c));
      if (channels.includes('push') && message.length > BROADCAST_LIMITS.pushMessage) {
        throw badRequest(BROADCAST_MESSAGES.pushTooLong, [
          fieldError('message', BROADCAST_MESSAGES.pushTooLong, 'too_long', {
            limit: BROADCAST_LIMITS.pushMessage,
          }),
        ]);
      }
      const audience = checkAudience(store, request.body.audience);
      const recipients = countRecipients(store.drivers.live(), audience);
      if (recipients === 0) audienceError(BROADCAST_MESSAGES.nobody, 'no_recipients');
      const row = store.broadcasts.insert({
        title,
        message,
        channels,
        audience,
        audience_summary: summarise(store, audience),
        recipient_count: recipients,
        status: 'sent',
        sent_at: new Date().toISOString(),
        sent_by: fullName(currentAuth(request).user),
      });
      recordActivity(request, {
        ...about('broadcast', 'broadcast', row.id, row.title),
        action: 'send',
        changes: fieldChanges('broadcast', {}, { ...row, audience: row.audience_summary }),
      });
      const text = `Broadcast sent to ${recipients} ${recipients === 1 ? 'driver' : 'drivers'}`;
      return reply.code(201).send(ok(text, present(row)));
    },
  );

  app.get(
    '/broadcast_list',
    {
      schema: {
        summary: 'Sent broadcasts, newest first, a page at a time',
        querystring: Type.Object({ ...pageQuery }, { additionalProperties: false }),
        response: { 200: listEnvelope(ref(Broadcast)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const rows = [...store.broadcasts.all()].sort(newestFirst('sent_at')).map(present);
      return pageOf('Broadcast list loaded', rows, request.query);
    },
  );
};

export default {
  ...declaredSection('broadcast', 'Messages to drivers (administrators only)'),
  schemas,
  routes: broadcastRoutes,
} satisfies Section;
