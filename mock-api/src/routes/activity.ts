import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { currentAuth } from '../auth.js';
import { maskedForViewer, mayViewHistory, viewHistoryRefusal } from '../http/activity.js';
import { IndiaDate, indiaDateRange } from '../http/checkin-filters.js';
import { ok } from '../http/envelope.js';
import { forbidden } from '../http/errors.js';
import { exportRoutes, type CsvColumn } from '../http/exports.js';
import { pageOf, pageQuery } from '../http/lists.js';
import { RecordId } from '../http/places.js';
import { envelope, errorResponses, IsoDateTime, listEnvelope, ref } from '../http/schemas.js';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_SECTIONS,
  RECORD_TYPES,
  type ActivityEntry as ActivityEntryRecord,
  type Store,
} from '../store/index.js';
import { declaredSection, HISTORY_SECTIONS, historyRecordType } from '../manifest.js';
import type { Section } from '../sections.js';
import { indiaDateTime } from '../india-time.js';

/* ------------------------------------------------------------------ schemas */

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const ActivitySection = Type.Enum([...ACTIVITY_SECTIONS], {
  type: 'string',
  $id: 'ActivitySection',
  description:
    'Where the change was made: a permission section (drivers, checkins, resting_points, states, cities, companies, cms, police, policies) or sub_admins, broadcast, settings (own password), auth (sign-in, sign-out, registration), profile',
});

export const ActivityAction = Type.Enum([...ACTIVITY_ACTIONS], {
  type: 'string',
  $id: 'ActivityAction',
  description:
    'What was done. status: a status change; permissions: a sub admin’s permissions changed; password: a password changed or reset (never its value); reveal: masked personal data shown in full; search: the searches of drivers in one minute by a whole mobile number, e-mail or licence number by an account that sees them masked (their count and the masked values), or the first refusal of such searches over the limit; sign_in_failed: a wrong e-mail or password, or an account that may not sign in',
});

export const ActivityChange = Type.Object(
  {
    field: Type.String({ examples: ['status'] }),
    before: Nullable(Type.String({ description: 'null: had no value (e.g. a new record)' })),
    after: Nullable(Type.String({ description: 'null: has no value now' })),
  },
  { $id: 'ActivityChange', description: 'One changed field, before and after, as text' },
);

export const ActivityEntry = Type.Object(
  {
    id: Type.Integer({ minimum: 1, description: 'Increases with every entry' }),
    at: IsoDateTime('When it happened'),
    actor_id: Nullable(
      Type.Integer({ description: 'The account that did it; null when nobody was signed in' }),
    ),
    actor_name: Type.String({
      description: 'Its name at the time; "Not signed in" for a failed sign-in',
    }),
    actor_role: Nullable(Type.Integer({ enum: [1, 2], description: '1 admin, 2 sub admin' })),
    section: ref(ActivitySection),
    record_type: Type.Enum([...RECORD_TYPES], {
      type: 'string',
      description: 'The kind of record; admin is any account, administrator or sub admin',
    }),
    record_id: Nullable(Type.Integer({ description: 'null when there is no record' })),
    record_label: Nullable(
      Type.String({
        description:
          'The record’s name at the time; "unknown account" for a sign-in with an unknown e-mail (what was typed is never logged)',
      }),
    ),
    action: ref(ActivityAction),
    changes: Type.Array(ref(ActivityChange), {
      description:
        'Changed fields, before and after (a new record: after only). Never passwords or tokens.',
    }),
    batch_id: Nullable(
      Type.String({ description: 'Shared by the entries of one bulk action; null otherwise' }),
    ),
  },
  {
    $id: 'ActivityEntry',
    description: 'One entry of the activity log: who did what to which record, and when',
  },
);
export type ActivityEntry = Static<typeof ActivityEntry>;

/** The list's filters, by the names the console sends. */
const activityFilters = {
  actor_id: Type.Optional(RecordId('Only what this account did')),
  section: Type.Optional(ref(ActivitySection)),
  action: Type.Optional(ref(ActivityAction)),
  from: IndiaDate('YYYY-MM-DD, India date: entries from midnight India time (UTC+05:30) that day'),
  to: IndiaDate('YYYY-MM-DD, India date, inclusive: entries up to the end of that day in India'),
};
const ActivityListQuery = Type.Object(
  { ...pageQuery, ...activityFilters },
  { additionalProperties: false },
);
const ActivityExportRequest = Type.Object(activityFilters, {
  additionalProperties: false,
  description: 'The activity log view to export: its filters',
});
type ActivityView = Static<typeof ActivityExportRequest>;

const HistorySection = Type.Enum([...HISTORY_SECTIONS], {
  type: 'string',
  description:
    'The section of the record: drivers, companies, states, cities, resting_points, police, policies, cms, sub_admins (any account) or broadcast',
});
const ActivityRecordQuery = Type.Object(
  { section: HistorySection, record_id: RecordId('The record') },
  { additionalProperties: false },
);

const schemas = [ActivitySection, ActivityAction, ActivityChange, ActivityEntry];

/** How many entries a record's history answers. */
export const RECORD_HISTORY_SIZE = 10;

/* ------------------------------------------------------------------ rows */

/** The entries of a view of the log, newest first: what the list pages and the export writes. */
function activityRows(store: Store, view: ActivityView): ActivityEntryRecord[] {
  return store.activity.matching({ ...view, ...indiaDateRange(view) });
}

const ACTIVITY_CSV: CsvColumn<ActivityEntryRecord>[] = [
  { header: 'Entry ID', value: (row) => row.id },
  { header: 'When (IST)', value: (row) => indiaDateTime(row.at) },
  { header: 'Person', value: (row) => row.actor_name },
  { header: 'Person ID', value: (row) => row.actor_id },
  {
    header: 'Role',
    value: (row) => (row.actor_role === 1 ? 'admin' : row.actor_role === 2 ? 'sub admin' : ''),
  },
  { header: 'Section', value: (row) => row.section },
  { header: 'Action', value: (row) => row.action },
  { header: 'Record type', value: (row) => row.record_type },
  { header: 'Record ID', value: (row) => row.record_id },
  { header: 'Record', value: (row) => row.record_label },
  {
    header: 'Changes',
    value: (row) =>
      row.changes
        .map(({ field, before, after }) => `${field}: ${before ?? '—'} → ${after ?? '—'}`)
        .join('; '),
  },
  { header: 'Batch', value: (row) => row.batch_id },
];

/* ------------------------------------------------------------------ routes */

const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store } = app;

  app.get(
    '/activity_list',
    {
      schema: {
        summary: 'The activity log, newest first, 10 a page',
        description:
          'Who changed what, and every sign-in and failed sign-in. Filters combine: `actor_id` (the person), `section`, `action`, `from`/`to` (India dates, inclusive; `to` before `from` is a 400). Append-only: no call edits or deletes entries; the log keeps the latest MOCK_ACTIVITY_LIMIT (default 200,000).',
        querystring: ActivityListQuery,
        response: { 200: listEnvelope(ref(ActivityEntry)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => pageOf('Activity loaded', activityRows(store, request.query), request.query),
  );

  await app.register(
    exportRoutes({
      name: 'activity',
      path: '/activity_export',
      what: 'activity log entries',
      query: ActivityExportRequest,
      rows: (view) => activityRows(store, view),
      columns: ACTIVITY_CSV,
    }),
  );

  app.get(
    '/activity_record_list',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'The latest 10 entries about one record, newest first',
        description:
          'Any account that may view the section (sub_admins and broadcast: administrators only); otherwise 403. An unknown or deleted record answers what the log holds about it (possibly nothing). Drivers’ mobile, e-mail and licence number are masked for sub admins, as everywhere (a full look is a logged POST /user_reveal).',
        querystring: ActivityRecordQuery,
        response: {
          200: envelope(Type.Array(ref(ActivityEntry))),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const { section, record_id } = request.query;
      if (!mayViewHistory(user, section)) {
        const params = { section, access: 'history' };
        throw forbidden(viewHistoryRefusal(section), 'forbidden_section', params);
      }
      const entries = store.activity.ofRecord(
        historyRecordType(section),
        record_id,
        RECORD_HISTORY_SIZE,
      );
      return ok(
        'History loaded',
        entries.map((entry) => maskedForViewer(user, entry)),
      );
    },
  );
};

export default {
  ...declaredSection(
    'activity',
    'The activity log: who changed what and when, sign-ins; append-only',
  ),
  schemas,
  routes: activityRoutes,
} satisfies Section;
