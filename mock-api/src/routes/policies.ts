import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { currentAuth } from '../auth.js';
import { about, fieldChanges, recordActivity } from '../http/activity.js';
import { fieldError, ok } from '../http/envelope.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { pageOf, searchMatcher } from '../http/lists.js';
import type { MarkdownCleaner } from '../plugins/markdown-cleaner.js';
import { savedMessage } from '../http/sanitize.js';
import { envelope, errorResponses, IsoDateTime, ref } from '../http/schemas.js';
import { listSchema } from '../http/record-schemas.js';
import { trimBody } from '../http/validation.js';
import { MULTI_LINE, NAME, PLAIN_TEXT } from '../http/text.js';
import {
  currentVersion,
  fullName,
  POLICY_STATUSES,
  type PolicyRecord,
  type PolicyVersionRecord,
  type Store,
} from '../store/index.js';
import { declaredSection } from '../manifest.js';
import type { Section } from '../sections.js';

/* ------------------------------------------------------------------ schemas */

const policyStatus = (options: { default?: string } = {}) =>
  Type.Enum([...POLICY_STATUSES], {
    type: 'string',
    description:
      'active: drivers are shown the latest version and must accept it. inactive: withdrawn from the app; its history stays readable.',
    ...options,
  });
const PolicyStatus = policyStatus();
const PolicyId = Type.Integer({ minimum: 1, description: 'Id of the policy' });
const Title = Type.String({
  ...NAME,
  minLength: 3,
  maxLength: 120,
  examples: ['Driver code of conduct'],
});
export const MAX_POLICY_BODY = 50_000;
const Body = Type.String({
  minLength: 1,
  maxLength: MAX_POLICY_BODY,
  description: 'Markdown',
  ...MULTI_LINE,
});
const EffectiveDate = Type.String({
  format: 'date',
  description: 'YYYY-MM-DD: from this day drivers must accept the version',
  examples: ['2026-12-01'],
});

export const PolicyVersion = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    title: Type.String(),
    body: Type.String({ description: 'Markdown; show it escaped' }),
    effective_date: Type.String({ format: 'date' }),
    change_note: Type.Union([Type.String(), Type.Null()]),
    published_at: IsoDateTime(),
    published_by: Type.String({ description: 'Name of the admin who published it' }),
  },
  { $id: 'PolicyVersion', description: 'One published text of a policy; never changes' },
);
export type PolicyVersion = Static<typeof PolicyVersion>;

const rowFields = {
  id: Type.Integer(),
  title: Type.String({ description: 'Title of the current version' }),
  status: PolicyStatus,
  version: Type.Integer({ minimum: 1, description: 'Number of the current (latest) version' }),
  effective_date: Type.String({ format: 'date', description: 'Of the current version' }),
  version_count: Type.Integer({ minimum: 1 }),
  published_by: Type.String({ description: 'Who published the current version' }),
  created_at: IsoDateTime(),
  updated_at: IsoDateTime('Last publish or status change'),
};

export const PolicyRow = Type.Object(rowFields, {
  $id: 'PolicyRow',
  description: 'A policy as the list shows it',
});
export type PolicyRow = Static<typeof PolicyRow>;

export const PolicyDetail = Type.Object(
  {
    ...rowFields,
    body: Type.String({ description: 'Markdown of the current version' }),
    versions: Type.Array(ref(PolicyVersion), { description: 'Every version, newest first' }),
  },
  { $id: 'PolicyDetail', description: 'A policy with its current text and full history' },
);
export type PolicyDetail = Static<typeof PolicyDetail>;

const ChangeNote = Type.Union([Type.String({ maxLength: 200, ...PLAIN_TEXT }), Type.Null()], {
  description:
    'What changed, for the history, in plain text (shown as written, never read as Markdown or HTML); blank or null: none',
});

export const PolicyAddRequest = Type.Object(
  {
    title: Title,
    body: Body,
    effective_date: EffectiveDate,
    status: Type.Optional(policyStatus({ default: 'active' })),
  },
  { $id: 'PolicyAddRequest', additionalProperties: false, description: 'Creates version 1' },
);
export type PolicyAddRequest = Static<typeof PolicyAddRequest>;

export const PolicyPublishRequest = Type.Object(
  {
    id: PolicyId,
    title: Type.Optional(Title),
    body: Body,
    effective_date: EffectiveDate,
    change_note: Type.Optional(ChangeNote),
  },
  {
    $id: 'PolicyPublishRequest',
    additionalProperties: false,
    description: 'Publishes the next version; the title stays unless given',
  },
);
export type PolicyPublishRequest = Static<typeof PolicyPublishRequest>;

export const PolicyStatusRequest = Type.Object(
  { id: PolicyId, status: PolicyStatus },
  { $id: 'PolicyStatusRequest', additionalProperties: false },
);

export const PolicyIdRequest = Type.Object(
  { id: PolicyId },
  { $id: 'PolicyIdRequest', additionalProperties: false, description: 'Names one policy' },
);

const schemas = [
  PolicyVersion,
  PolicyRow,
  PolicyDetail,
  PolicyAddRequest,
  PolicyPublishRequest,
  PolicyStatusRequest,
  PolicyIdRequest,
];

/* ------------------------------------------------------------------ helpers */

const NOT_FOUND = 'Policy not found';

function findPolicy(store: Store, id: number): PolicyRecord {
  const policy = store.policies.findById(id);
  if (!policy) throw notFound(NOT_FOUND);
  return policy;
}

function ensureTitleFree(store: Store, title: string, exceptId?: number) {
  const other = store.policies.findByTitle(title);
  if (other && other.id !== exceptId) {
    const name = currentVersion(other).title;
    const message = `A policy titled ${name} already exists`;
    throw conflict(message, 'duplicate', {
      errors: [fieldError('title', message, 'duplicate', { name })],
    });
  }
}

function present(policy: PolicyRecord): PolicyRow {
  const current = currentVersion(policy);
  return {
    id: policy.id,
    title: current.title,
    status: policy.status,
    version: current.version,
    effective_date: current.effective_date,
    version_count: policy.versions.length,
    published_by: current.published_by,
    created_at: policy.created_at,
    updated_at: policy.updated_at,
  };
}

function presentDetail(policy: PolicyRecord): PolicyDetail {
  return {
    ...present(policy),
    body: currentVersion(policy).body,
    versions: [...policy.versions].reverse().map((version) => ({ ...version })),
  };
}

/** The stored body, or a 400 when nothing is left of it once unsafe markup is gone. */
async function cleanBody(markdown: MarkdownCleaner, body: string) {
  const clean = await markdown.clean(body);
  if (clean.text.trim() === '') {
    const message = 'body has nothing left once unsafe markup is removed';
    throw badRequest(message, [fieldError('body', message, 'nothing_left')]);
  }
  return clean;
}

/** preValidation: a blank change note means none. */
async function blankNoteToNull(request: FastifyRequest) {
  const body = request.body as Record<string, unknown> | null | undefined;
  if (body && typeof body === 'object' && typeof body.change_note === 'string') {
    body.change_note = body.change_note.trim() === '' ? null : body.change_note.trim();
  }
}

/* ------------------------------------------------------------------ routes */

/** What the activity log says a policy's entries are about: its current title. */
const aboutPolicy = (policy: PolicyRecord) =>
  about('policies', 'policy', policy.id, currentVersion(policy).title);

/** The policy's values the log compares: its status and its current version's. */
const policyValues = (policy: PolicyRecord) => ({
  ...currentVersion(policy),
  status: policy.status,
});

const policyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store } = app;

  app.get(
    '/policy_list',
    {
      config: { permission: 'read' },
      schema: listSchema(
        {
          search: Type.Optional(Type.String({ maxLength: 100 })),
          status: Type.Optional(PolicyStatus),
        },
        PolicyRow,
        {
          summary: 'Policies drivers accept, a page at a time',
          description: 'Sorted by title. `search` matches the title; `status` filters.',
        },
      ),
    },
    async (request) => {
      const { search, status } = request.query;
      const matches = searchMatcher(search);
      const rows = store.policies
        .all()
        .map(present)
        .filter((row) => (!status || row.status === status) && (!matches || matches(row.title)))
        .sort(
          (a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || a.id - b.id,
        );
      return pageOf('Policy list loaded', rows, request.query);
    },
  );

  app.post(
    '/policy_detail',
    {
      config: { permission: 'read' },
      schema: {
        summary: 'One policy with its current text and version history',
        body: ref(PolicyIdRequest),
        response: { 200: envelope(ref(PolicyDetail)), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok('Policy loaded', presentDetail(findPolicy(store, request.body.id))),
  );

  app.post(
    '/policy_add',
    {
      config: { permission: 'write' },
      preValidation: trimBody('title'),
      schema: {
        summary: 'Create a policy with its first version',
        description:
          'Titles are unique regardless of case (409). Unsafe markup in the body is stripped.',
        body: ref(PolicyAddRequest),
        response: { 201: envelope(ref(PolicyDetail)), ...errorResponses(400, 401, 409, 503) },
      },
    },
    async (request, reply) => {
      const { title, body, effective_date, status = 'active' } = request.body;
      ensureTitleFree(store, title);
      const clean = await cleanBody(app.markdown, body);
      // Again: another policy may have taken the title while this body was cleaned.
      ensureTitleFree(store, title);
      const now = new Date().toISOString();
      const policy = store.policies.insert({
        status,
        created_at: now,
        updated_at: now,
        versions: [
          {
            version: 1,
            title,
            body: clean.text,
            effective_date,
            change_note: null,
            published_at: now,
            published_by: fullName(currentAuth(request).user),
          },
        ],
      });
      recordActivity(request, {
        ...aboutPolicy(policy),
        action: 'create',
        changes: fieldChanges('policy', {}, policyValues(policy)),
      });
      return reply.code(201).send(ok(savedMessage('Policy', clean.removed), presentDetail(policy)));
    },
  );

  app.post(
    '/policy_publish',
    {
      config: { permission: 'write' },
      preValidation: [trimBody('title'), blankNoteToNull],
      schema: {
        summary: 'Publish a new version of a policy',
        description:
          "Adds version n+1 and makes it current; earlier versions stay readable in the history. The effective date may not be before the current version's, and the text must differ from it (400). The status is not changed.",
        body: ref(PolicyPublishRequest),
        response: { 200: envelope(ref(PolicyDetail)), ...errorResponses(400, 401, 404, 409, 503) },
      },
    },
    async (request) => {
      const { id, body, effective_date, change_note = null } = request.body;
      findPolicy(store, id); // 404 before the work of cleaning
      const clean = await cleanBody(app.markdown, body);
      const policy = findPolicy(store, id);
      const current = currentVersion(policy);
      const before = policyValues(policy);
      const title = request.body.title ?? current.title;
      if (effective_date < current.effective_date) {
        const message = `effective_date must be on or after ${current.effective_date}, when version ${current.version} took effect`;
        throw badRequest(message, [
          fieldError('effective_date', message, 'too_early', {
            date: current.effective_date,
            version: current.version,
          }),
        ]);
      }
      ensureTitleFree(store, title, id);
      if (clean.text === current.body && title === current.title) {
        const message = `Nothing to publish: the title and body are the same as version ${current.version}`;
        throw badRequest(message, [
          fieldError('body', message, 'nothing_to_publish', { version: current.version }),
        ]);
      }
      const now = new Date().toISOString();
      const next: PolicyVersionRecord = {
        version: current.version + 1,
        title,
        body: clean.text,
        effective_date,
        change_note,
        published_at: now,
        published_by: fullName(currentAuth(request).user),
      };
      policy.versions.push(next);
      store.policies.update(id, { updated_at: now });
      recordActivity(request, {
        ...aboutPolicy(policy),
        action: 'publish',
        changes: fieldChanges('policy', before, policyValues(policy)),
      });
      return ok(
        savedMessage(`Version ${next.version}`, clean.removed, 'published'),
        presentDetail(policy),
      );
    },
  );

  app.post(
    '/policy_status_update',
    {
      config: { permission: 'write' },
      schema: {
        summary: 'Activate or withdraw a policy',
        body: ref(PolicyStatusRequest),
        response: { 200: envelope(ref(PolicyRow)), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { id, status } = request.body;
      const policy = findPolicy(store, id);
      const before = policy.status;
      store.policies.update(id, { status, updated_at: new Date().toISOString() });
      if (before !== status) {
        recordActivity(request, {
          ...aboutPolicy(policy),
          action: 'status',
          changes: fieldChanges('policy', { status: before }, { status }),
        });
      }
      const message = status === 'active' ? 'Policy activated' : 'Policy withdrawn';
      return ok(message, present(policy));
    },
  );
};

export default {
  ...declaredSection('policies', 'Versioned policies drivers accept'),
  schemas,
  routes: policyRoutes,
} satisfies Section;
