import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { about, fieldChanges, recordActivity, valuesOf } from '../http/activity.js';
import { fieldError, ok, type FieldProblem } from '../http/envelope.js';
import { conflict, explainedPattern, notFound, type HttpError } from '../http/errors.js';
import { pageOf, searchMatcher } from '../http/lists.js';
import { byName, countBy, counted, idBody, RecordStatus, SearchQuery } from '../http/places.js';
import { envelope, errorResponses, IsoDateTime, ref, versionFields } from '../http/schemas.js';
import { addSchema, deleteSchema, editSchema, listSchema } from '../http/record-schemas.js';
import { NAME } from '../http/text.js';
import { trimBody } from '../http/validation.js';
import { ExpectedVersion, firstVersion, versionedRecords } from '../http/versions.js';
import type { StateRecord, Store } from '../store/index.js';
import { declaredSection } from '../manifest.js';
import type { Section } from '../sections.js';

/* ------------------------------------------------------------------ schemas */

const StateName = Type.String({
  ...NAME,
  minLength: 2,
  maxLength: 80,
  examples: ['Maharashtra'],
});
const StateCode = Type.String({
  pattern: explainedPattern('^[A-Z]{2,3}$', 'must be 2 or 3 capital letters, e.g. MH'),
  description: 'Vehicle-registration code, 2 or 3 capital letters, stored as sent',
  examples: ['MH'],
});

export const StateOption = Type.Object(
  { id: Type.Integer(), name: Type.String(), code: Type.String(), status: RecordStatus },
  { $id: 'StateOption', description: 'A state for a select' },
);
export type StateOption = Static<typeof StateOption>;

export const StateRow = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    code: Type.String(),
    status: RecordStatus,
    city_count: Type.Integer({ minimum: 0 }),
    resting_point_count: Type.Integer({ minimum: 0 }),
    created_at: IsoDateTime(),
    ...versionFields,
  },
  { $id: 'StateRow', description: 'A state or union territory with how much it holds' },
);
export type StateRow = Static<typeof StateRow>;

const stateFields = { name: StateName, code: StateCode, status: RecordStatus };

export const StateAddRequest = Type.Object(stateFields, {
  $id: 'StateAddRequest',
  additionalProperties: false,
});
export const StateEditRequest = Type.Object(
  { id: Type.Integer({ minimum: 1 }), ...stateFields, version: ExpectedVersion },
  { $id: 'StateEditRequest', additionalProperties: false },
);
export const StateIdRequest = idBody('StateIdRequest', 'state');

const schemas = [StateOption, StateRow, StateAddRequest, StateEditRequest, StateIdRequest];

/* ------------------------------------------------------------------ helpers */

export const STATE_NOT_FOUND = 'State not found';

export function findState(store: Store, id: number): StateRecord {
  const state = store.states.findById(id);
  if (!state) throw notFound(STATE_NOT_FOUND);
  return state;
}

function present(state: StateRecord, cityCount: number, pointCount: number): StateRow {
  const { id, name, code, status, created_at, version, updated_at, updated_by } = state;
  return {
    id,
    name,
    code,
    status,
    city_count: cityCount,
    resting_point_count: pointCount,
    created_at,
    version,
    updated_at,
    updated_by,
  };
}

const pointsIn = (store: Store, stateId: number) =>
  store.restingPoints.all().filter((point) => point.state_id === stateId);

function stateRow(store: Store, state: StateRecord): StateRow {
  return present(state, store.cities.inState(state.id).length, pointsIn(store, state.id).length);
}

function stateRows(store: Store, states: readonly StateRecord[]): StateRow[] {
  const cities = countBy(store.cities.all(), (city) => city.state_id);
  const points = countBy(store.restingPoints.all(), (point) => point.state_id);
  return states.map((state) =>
    present(state, cities.get(state.id) ?? 0, points.get(state.id) ?? 0),
  );
}

/** 409 when another state already has this name or code (both reported at once). */
function ensureUnique(store: Store, name: string, code: string, exceptId?: number) {
  const problems: FieldProblem[] = [];
  const sameName = store.states.findByName(name);
  if (sameName && sameName.id !== exceptId) {
    problems.push(
      fieldError('name', `A state named ${sameName.name} already exists`, 'duplicate', {
        name: sameName.name,
      }),
    );
  }
  const byCode = store.states.findByCode(code);
  if (byCode && byCode.id !== exceptId) {
    problems.push(
      fieldError('code', `Code ${byCode.code} is already used by ${byCode.name}`, 'duplicate', {
        code: byCode.code,
        name: byCode.name,
      }),
    );
  }
  const [first] = problems;
  if (first) throw conflict(first.message, 'duplicate', { errors: problems });
}

/** Why a state cannot be deleted, or null when nothing depends on it. */
function deleteBlocker(store: Store, state: StateRecord): HttpError | null {
  const counts = {
    cities: store.cities.inState(state.id).length,
    resting_points: pointsIn(store, state.id).length,
    police_contacts: store.police.all().filter((p) => p.state_id === state.id).length,
    drivers: store.drivers.live().filter((d) => d.state_id === state.id).length,
  };
  const parts = [
    counted(counts.cities, 'city', 'cities'),
    counted(counts.resting_points, 'resting point', 'resting points'),
    counted(counts.police_contacts, 'police contact', 'police contacts'),
    counted(counts.drivers, 'driver', 'drivers'),
  ].filter((part) => !part.startsWith('0 '));
  if (parts.length === 0) return null;
  const used = Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));
  return conflict(
    `${state.name} cannot be deleted: it still has ${parts.join(', ')}. Delete or move them first, or set the state inactive.`,
    'in_use',
    { params: { name: state.name, action: 'delete', ...used } },
  );
}

/* ------------------------------------------------------------------ routes */

/** What the activity log says a state's entries are about. */
const aboutState = (state: StateRecord) => about('states', 'state', state.id, state.name);

const stateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store } = app;
  const normalise = trimBody('name');
  const states = versionedRecords({
    what: 'state',
    notFound: STATE_NOT_FOUND,
    table: () => store.states,
    present: (state: StateRecord) => stateRow(store, state),
  });

  app.get(
    '/state_list_all',
    {
      config: { permission: 'open' },
      schema: {
        summary: 'Every state, for selects',
        description: 'All states and union territories, active and inactive, sorted by name.',
        response: { 200: envelope(Type.Array(ref(StateOption))), ...errorResponses(401) },
      },
    },
    async () => {
      const states = [...store.states.all()].sort(byName((s) => s.name));
      return ok(
        'States loaded',
        states.map(({ id, name, code, status }) => ({ id, name, code, status })),
      );
    },
  );

  app.get(
    '/state_list',
    {
      config: { permission: 'read' },
      schema: listSchema(
        {
          search: SearchQuery('Part of the name or code'),
          status: Type.Optional(RecordStatus),
        },
        StateRow,
        {
          summary: 'States, a page at a time',
          description:
            'Sorted by name. `search` matches name or code (case-insensitive); `status` filters.',
        },
      ),
    },
    async (request) => {
      const { search, status } = request.query;
      const matches = searchMatcher(search);
      const states = store.states
        .all()
        .filter((s) => (!status || s.status === status) && (!matches || matches(s.name, s.code)))
        .sort(byName((s) => s.name));
      return pageOf('State list loaded', stateRows(store, states), request.query);
    },
  );

  app.post(
    '/state_detail',
    {
      config: { permission: 'read' },
      schema: {
        summary: 'One state, for its edit screen',
        body: ref(StateIdRequest),
        response: { 200: envelope(ref(StateRow)), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const state = findState(store, request.body.id);
      return ok('State loaded', stateRow(store, state));
    },
  );

  app.post(
    '/state_add',
    {
      config: { permission: 'write' },
      preValidation: normalise,
      schema: addSchema(StateAddRequest, StateRow, {
        summary: 'Add a state or union territory',
        description:
          'Name and code are unique (case-insensitive): 409 with the field that clashes.',
      }),
    },
    async (request, reply) => {
      const { name, code, status } = request.body;
      ensureUnique(store, name, code);
      const state = store.states.insert({ name, code, status, ...firstVersion(request) });
      recordActivity(request, {
        ...aboutState(state),
        action: 'create',
        changes: fieldChanges('state', {}, state),
      });
      return reply.code(201).send(ok('State added', stateRow(store, state)));
    },
  );

  app.post(
    '/state_edit',
    {
      config: { permission: 'write' },
      preValidation: normalise,
      schema: editSchema(StateEditRequest, StateRow, {
        summary: 'Change a state',
        description:
          'Same rules as adding. Unknown id: 404. With `version`: 409 with the state as it is now if it changed since.',
      }),
    },
    async (request) => {
      const { id, name, code, status, version } = request.body;
      const before = valuesOf(store, states.current(id, version));
      ensureUnique(store, name, code, id);
      const state = states.save(request, id, version, { name, code, status });
      recordActivity(request, {
        ...aboutState(state),
        action: 'edit',
        changes: fieldChanges('state', before, state),
      });
      return ok('State updated', stateRow(store, state));
    },
  );

  app.post(
    '/state_delete',
    {
      config: { permission: 'write' },
      schema: deleteSchema(StateIdRequest, {
        summary: 'Delete a state',
        description:
          'Only a state nothing refers to: while it has cities, resting points, police contacts or drivers the answer is 409 saying which.',
        more: [409],
      }),
    },
    async (request) => {
      const state = findState(store, request.body.id);
      const blocker = deleteBlocker(store, state);
      if (blocker) throw blocker;
      store.states.remove(state.id);
      recordActivity(request, { ...aboutState(state), action: 'delete' });
      return ok('State deleted', null);
    },
  );
};

export default {
  ...declaredSection('states', 'States and union territories'),
  schemas,
  routes: stateRoutes,
} satisfies Section;
