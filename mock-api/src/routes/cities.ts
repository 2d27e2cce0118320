import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { about, fieldChanges, recordActivity, valuesOf } from '../http/activity.js';
import { fieldError, ok } from '../http/envelope.js';
import { conflict, notFound } from '../http/errors.js';
import { pageOf, searchMatcher } from '../http/lists.js';
import {
  byName,
  chosenState,
  countBy,
  counted,
  idBody,
  RecordId,
  RecordStatus,
  SearchQuery,
} from '../http/places.js';
import { envelope, errorResponses, IsoDateTime, ref, versionFields } from '../http/schemas.js';
import { addSchema, deleteSchema, editSchema, listSchema } from '../http/record-schemas.js';
import { NAME } from '../http/text.js';
import { trimBody } from '../http/validation.js';
import { ExpectedVersion, firstVersion, versionedRecords } from '../http/versions.js';
import type { CityRecord, StateRecord, Store } from '../store/index.js';
import { declaredSection } from '../manifest.js';
import type { Section } from '../sections.js';

/* ------------------------------------------------------------------ schemas */

export const CityOption = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    state_id: Type.Integer(),
    state_name: Type.String(),
    status: RecordStatus,
  },
  { $id: 'CityOption', description: 'A city for a select' },
);
export type CityOption = Static<typeof CityOption>;

export const CityRow = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    state_id: Type.Integer(),
    state_name: Type.String(),
    state_code: Type.String(),
    status: RecordStatus,
    resting_point_count: Type.Integer({ minimum: 0 }),
    driver_count: Type.Integer({ minimum: 0, description: 'Drivers (not deleted) based here' }),
    created_at: IsoDateTime(),
    ...versionFields,
  },
  { $id: 'CityRow', description: 'A city with its state and what refers to it' },
);
export type CityRow = Static<typeof CityRow>;

const cityFields = {
  name: Type.String({ ...NAME, minLength: 2, maxLength: 80, examples: ['Hosur'] }),
  state_id: RecordId('The state the city is in'),
  status: RecordStatus,
};

export const CityAddRequest = Type.Object(cityFields, {
  $id: 'CityAddRequest',
  additionalProperties: false,
});
export const CityEditRequest = Type.Object(
  { id: RecordId(), ...cityFields, version: ExpectedVersion },
  { $id: 'CityEditRequest', additionalProperties: false },
);
export const CityIdRequest = idBody('CityIdRequest', 'city');

const schemas = [CityOption, CityRow, CityAddRequest, CityEditRequest, CityIdRequest];

/* ------------------------------------------------------------------ helpers */

export const CITY_NOT_FOUND = 'City not found';

function findCity(store: Store, id: number): CityRecord {
  const city = store.cities.findById(id);
  if (!city) throw notFound(CITY_NOT_FOUND);
  return city;
}

function usage(store: Store, cityId: number) {
  return {
    restingPoints: store.restingPoints.all().filter((point) => point.city_id === cityId).length,
    drivers: store.drivers.live().filter((driver) => driver.city_id === cityId).length,
    police: store.police.all().filter((contact) => contact.city_id === cityId).length,
  };
}

function present(store: Store, city: CityRecord, restingPoints: number, drivers: number): CityRow {
  const state = store.states.findById(city.state_id);
  return {
    id: city.id,
    name: city.name,
    state_id: city.state_id,
    state_name: state?.name ?? '',
    state_code: state?.code ?? '',
    status: city.status,
    resting_point_count: restingPoints,
    driver_count: drivers,
    created_at: city.created_at,
    version: city.version,
    updated_at: city.updated_at,
    updated_by: city.updated_by,
  };
}

function cityRow(store: Store, city: CityRecord): CityRow {
  const used = usage(store, city.id);
  return present(store, city, used.restingPoints, used.drivers);
}

function ensureUnique(store: Store, state: StateRecord, name: string, exceptId?: number) {
  const same = store.cities.findByName(state.id, name);
  if (same && same.id !== exceptId) {
    const message = `A city named ${same.name} already exists in ${state.name}`;
    const params = { name: same.name, state: state.name };
    throw conflict(message, 'duplicate', {
      errors: [fieldError('name', message, 'duplicate', params)],
    });
  }
}

const describeUse = (used: ReturnType<typeof usage>) =>
  [
    counted(used.restingPoints, 'resting point', 'resting points'),
    counted(used.drivers, 'driver', 'drivers'),
    counted(used.police, 'police contact', 'police contacts'),
  ].filter((part) => !part.startsWith('0 '));

/** The counts `describeUse` names, as an `in_use` answer's params. */
const useCounts = (used: ReturnType<typeof usage>) =>
  Object.fromEntries(
    Object.entries({
      resting_points: used.restingPoints,
      drivers: used.drivers,
      police_contacts: used.police,
    }).filter(([, count]) => count > 0),
  );

/* ------------------------------------------------------------------ routes */

/** By name; cities of the same name (Aurangabad in Bihar and Maharashtra) by state name. */
const sortCities = (store: Store) => {
  const byCity = byName<CityRecord>((city) => city.name);
  const stateName = (city: CityRecord) => store.states.findById(city.state_id)?.name ?? '';
  return (a: CityRecord, b: CityRecord) =>
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
    stateName(a).localeCompare(stateName(b)) ||
    byCity(a, b);
};

/** What the activity log says a city's entries are about. */
const aboutCity = (city: CityRecord) => about('cities', 'city', city.id, city.name);

const cityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store } = app;
  const cities = versionedRecords({
    what: 'city',
    notFound: CITY_NOT_FOUND,
    table: () => store.cities,
    present: (city: CityRecord) => cityRow(store, city),
  });

  app.get(
    '/city_list_all',
    {
      config: { permission: 'open' },
      schema: {
        summary: 'Every city, for selects',
        description:
          "All cities, active and inactive, sorted by name; `state_id` keeps one state's cities (an unknown state gives an empty list).",
        querystring: Type.Object(
          { state_id: Type.Optional(RecordId('Only cities of this state')) },
          { additionalProperties: false },
        ),
        response: { 200: envelope(Type.Array(ref(CityOption))), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { state_id } = request.query;
      const cities = (state_id ? store.cities.inState(state_id) : [...store.cities.all()]).sort(
        sortCities(store),
      );
      return ok(
        'Cities loaded',
        cities.map((city) => ({
          id: city.id,
          name: city.name,
          state_id: city.state_id,
          state_name: store.states.findById(city.state_id)?.name ?? '',
          status: city.status,
        })),
      );
    },
  );

  app.get(
    '/city_list',
    {
      config: { permission: 'read' },
      schema: listSchema(
        {
          search: SearchQuery('Part of the city name'),
          state_id: Type.Optional(RecordId('Only cities of this state')),
          status: Type.Optional(RecordStatus),
        },
        CityRow,
        {
          summary: 'Cities, a page at a time',
          description:
            'Sorted by name. `search` matches the city name (case-insensitive); `state_id` and `status` filter.',
        },
      ),
    },
    async (request) => {
      const { search, state_id, status } = request.query;
      const matches = searchMatcher(search);
      const cities = store.cities
        .all()
        .filter(
          (city) =>
            (!state_id || city.state_id === state_id) &&
            (!status || city.status === status) &&
            (!matches || matches(city.name)),
        )
        .sort(sortCities(store));
      const page = pageOf('City list loaded', cities, request.query);
      const points = countBy(store.restingPoints.all(), (point) => point.city_id);
      const drivers = countBy(store.drivers.live(), (driver) => driver.city_id);
      return {
        ...page,
        body: page.body.map((city) =>
          present(store, city, points.get(city.id) ?? 0, drivers.get(city.id) ?? 0),
        ),
      };
    },
  );

  app.post(
    '/city_detail',
    {
      config: { permission: 'read' },
      schema: {
        summary: 'One city, for its edit screen',
        body: ref(CityIdRequest),
        response: { 200: envelope(ref(CityRow)), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok('City loaded', cityRow(store, findCity(store, request.body.id))),
  );

  app.post(
    '/city_add',
    {
      config: { permission: 'write' },
      preValidation: trimBody('name'),
      schema: addSchema(CityAddRequest, CityRow, {
        summary: 'Add a city to a state',
        description:
          'The name is unique within its state (case-insensitive): 409 on `name`. Unknown state: 400 on `state_id`.',
      }),
    },
    async (request, reply) => {
      const { name, state_id, status } = request.body;
      const state = chosenState(store, state_id);
      ensureUnique(store, state, name);
      // New cities have no coordinates of their own; they start at their state's first city.
      const anchor = store.cities.inState(state.id)[0];
      const city = store.cities.insert({
        name,
        state_id,
        status,
        latitude: anchor?.latitude ?? 0,
        longitude: anchor?.longitude ?? 0,
        ...firstVersion(request),
      });
      recordActivity(request, {
        ...aboutCity(city),
        action: 'create',
        changes: fieldChanges('city', {}, valuesOf(store, city)),
      });
      return reply.code(201).send(ok('City added', cityRow(store, city)));
    },
  );

  app.post(
    '/city_edit',
    {
      config: { permission: 'write' },
      preValidation: trimBody('name'),
      schema: editSchema(CityEditRequest, CityRow, {
        summary: 'Change a city',
        description:
          'Same rules as adding. A city with resting points, drivers or police contacts cannot move to another state: 409. With `version`: 409 with the city as it is now if it changed since.',
      }),
    },
    async (request) => {
      const { id, name, state_id, status, version } = request.body;
      const city = cities.current(id, version);
      const before = valuesOf(store, city);
      const state = chosenState(store, state_id);
      ensureUnique(store, state, name, id);
      if (state_id !== city.state_id) {
        const used = usage(store, id);
        const parts = describeUse(used);
        if (parts.length > 0) {
          const message = `${city.name} cannot move to ${state.name}: it has ${parts.join(', ')} in its current state.`;
          const params = { name: city.name, action: 'move', state: state.name, ...useCounts(used) };
          throw conflict(message, 'in_use', {
            errors: [fieldError('state_id', message, 'in_use', params)],
          });
        }
      }
      const updated = cities.save(request, id, version, { name, state_id, status });
      recordActivity(request, {
        ...aboutCity(updated),
        action: 'edit',
        changes: fieldChanges('city', before, valuesOf(store, updated)),
      });
      return ok('City updated', cityRow(store, updated));
    },
  );

  app.post(
    '/city_delete',
    {
      config: { permission: 'write' },
      schema: deleteSchema(CityIdRequest, {
        summary: 'Delete a city',
        description:
          'Only a city nothing refers to: while resting points, drivers or police contacts are in it the answer is 409 saying which.',
        more: [409],
      }),
    },
    async (request) => {
      const city = findCity(store, request.body.id);
      const used = usage(store, city.id);
      const parts = describeUse(used);
      if (parts.length > 0) {
        throw conflict(
          `${city.name} cannot be deleted: it still has ${parts.join(', ')}. Move or delete them first, or set the city inactive.`,
          'in_use',
          { params: { name: city.name, action: 'delete', ...useCounts(used) } },
        );
      }
      store.cities.remove(city.id);
      recordActivity(request, { ...aboutCity(city), action: 'delete' });
      return ok('City deleted', null);
    },
  );
};

export default {
  ...declaredSection('cities', 'Cities within a state'),
  schemas,
  routes: cityRoutes,
} satisfies Section;
