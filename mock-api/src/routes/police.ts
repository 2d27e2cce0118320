import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { about, fieldChanges, recordActivity, valuesOf } from '../http/activity.js';
import { fieldError, ok } from '../http/envelope.js';
import { conflict, notFound } from '../http/errors.js';
import { pageOf, searchMatcher } from '../http/lists.js';
import {
  chosenState,
  fieldProblem,
  idBody,
  NullableId,
  PhoneNumber,
  RecordId,
  SearchQuery,
} from '../http/places.js';
import { envelope, errorResponses, IsoDateTime, ref, versionFields } from '../http/schemas.js';
import { addSchema, deleteSchema, editSchema, listSchema } from '../http/record-schemas.js';
import { trimBody } from '../http/validation.js';
import { MULTI_LINE, NAME } from '../http/text.js';
import { ExpectedVersion, firstVersion, versionedRecords } from '../http/versions.js';
import type { PoliceRecord, Store } from '../store/index.js';
import { declaredSection } from '../manifest.js';
import type { Section } from '../sections.js';

/* ------------------------------------------------------------------ schemas */

const CoveredPoint = Type.Object({ id: Type.Integer(), name: Type.String() });

const editableFields = {
  station_name: Type.String({
    ...NAME,
    minLength: 3,
    maxLength: 120,
    examples: ['Highway Patrol Police Station, Hosur'],
  }),
  officer: Type.String({
    ...NAME,
    minLength: 2,
    maxLength: 100,
    description: 'Officer by rank and name, or a desk',
    examples: ['Duty Officer'],
  }),
  phone_numbers: Type.Array(PhoneNumber, {
    minItems: 1,
    maxItems: 5,
    description: 'In the order drivers should try them; 112 is the national emergency number',
  }),
  state_id: RecordId(),
  city_id: NullableId('A city of `state_id`, or null for a highway unit'),
  address: Type.String({ minLength: 5, maxLength: 250, ...MULTI_LINE }),
  resting_point_ids: Type.Array(RecordId(), {
    maxItems: 50,
    description: 'Resting points in the same state this station answers for',
  }),
};

export const PoliceContact = Type.Object(
  {
    id: Type.Integer(),
    ...editableFields,
    state_name: Type.String(),
    city_name: Type.Union([Type.String(), Type.Null()]),
    resting_points: Type.Array(CoveredPoint, { description: 'The covered points, by name' }),
    created_at: IsoDateTime(),
    ...versionFields,
  },
  { $id: 'PoliceContact', description: 'An emergency police contact drivers see in the app' },
);
export type PoliceContact = Static<typeof PoliceContact>;

export const PoliceAddRequest = Type.Object(
  {
    ...editableFields,
    city_id: Type.Optional(editableFields.city_id),
    resting_point_ids: Type.Optional(editableFields.resting_point_ids),
  },
  { $id: 'PoliceAddRequest', additionalProperties: false },
);
export const PoliceEditRequest = Type.Object(
  { id: RecordId(), ...PoliceAddRequest.properties, version: ExpectedVersion },
  { $id: 'PoliceEditRequest', additionalProperties: false },
);
export const PoliceIdRequest = idBody('PoliceIdRequest', 'police contact');

const schemas = [PoliceContact, PoliceAddRequest, PoliceEditRequest, PoliceIdRequest];
type PoliceInput = Static<typeof PoliceAddRequest>;

/* ------------------------------------------------------------------ helpers */

export const POLICE_NOT_FOUND = 'Police contact not found';

function findContact(store: Store, id: number): PoliceRecord {
  const contact = store.police.findById(id);
  if (!contact) throw notFound(POLICE_NOT_FOUND);
  return contact;
}

function present(store: Store, contact: PoliceRecord): PoliceContact {
  const city = contact.city_id === null ? undefined : store.cities.findById(contact.city_id);
  return {
    ...contact,
    phone_numbers: [...contact.phone_numbers],
    resting_point_ids: [...contact.resting_point_ids],
    state_name: store.states.findById(contact.state_id)?.name ?? '',
    city_name: city?.name ?? null,
    resting_points: contact.resting_point_ids.flatMap((id) => {
      const point = store.restingPoints.findById(id);
      return point ? [{ id, name: point.name }] : [];
    }),
  };
}

/** Trims every phone number before validation, so " 112 " passes and is stored as "112". */
async function trimPhones(request: FastifyRequest) {
  const body = request.body as { phone_numbers?: unknown } | null | undefined;
  if (body && Array.isArray(body.phone_numbers)) {
    body.phone_numbers = body.phone_numbers.map((phone: unknown) =>
      typeof phone === 'string' ? phone.trim() : phone,
    );
  }
}

function validInput(store: Store, input: PoliceInput, exceptId?: number) {
  const state = chosenState(store, input.state_id);
  const cityId = input.city_id ?? null;
  if (cityId !== null) {
    const city =
      store.cities.findById(cityId) ??
      fieldProblem('city_id', 'The chosen city does not exist; choose another', 'not_found');
    if (city.state_id !== state.id) {
      fieldProblem(
        'city_id',
        `${city.name} is not in ${state.name}; choose a city of ${state.name}`,
        'wrong_place',
        { name: city.name, state: state.name },
      );
    }
  }
  const pointIds = [...new Set(input.resting_point_ids ?? [])].sort((a, b) => a - b);
  for (const id of pointIds) {
    const point =
      store.restingPoints.findById(id) ??
      fieldProblem('resting_point_ids', `Resting point ${id} does not exist`, 'not_found', { id });
    if (point.state_id !== state.id) {
      fieldProblem('resting_point_ids', `${point.name} is not in ${state.name}`, 'wrong_place', {
        name: point.name,
        state: state.name,
      });
    }
  }
  const same = store.police.findByName(state.id, input.station_name);
  if (same && same.id !== exceptId) {
    const message = `${same.station_name} is already in the police list for ${state.name}`;
    const params = { name: same.station_name, state: state.name };
    throw conflict(message, 'duplicate', {
      errors: [fieldError('station_name', message, 'duplicate', params)],
    });
  }
  const seen = new Set<string>();
  const phones = input.phone_numbers.filter((phone) => {
    const digits = phone.replace(/\D/g, '');
    if (seen.has(digits)) return false;
    seen.add(digits);
    return true;
  });
  return { ...input, city_id: cityId, phone_numbers: phones, resting_point_ids: pointIds };
}

/* ------------------------------------------------------------------ routes */

const normalise = [trimBody('station_name', 'officer', 'address'), trimPhones];

/** What the activity log says a police contact's entries are about. */
const aboutContact = (contact: PoliceRecord) =>
  about('police', 'police_contact', contact.id, contact.station_name);

const policeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store } = app;
  const contacts = versionedRecords({
    what: 'police contact',
    notFound: POLICE_NOT_FOUND,
    table: () => store.police,
    present: (contact: PoliceRecord) => present(store, contact),
  });

  app.get(
    '/police_list',
    {
      config: { permission: 'read' },
      schema: listSchema(
        {
          search: SearchQuery('Part of the station, officer, city, address or phone'),
          state_id: Type.Optional(RecordId()),
          resting_point_id: Type.Optional(RecordId()),
        },
        PoliceContact,
        {
          summary: 'Police contacts, a page at a time',
          description:
            'Sorted by state, then station name. `search` matches station, officer, city, address or a phone number; `state_id` filters, and `resting_point_id` keeps the contacts that cover that resting point.',
        },
      ),
    },
    async (request) => {
      const { search, state_id, resting_point_id } = request.query;
      const matches = searchMatcher(search);
      const stateName = (c: PoliceRecord) => store.states.findById(c.state_id)?.name ?? '';
      const cityName = (c: PoliceRecord) =>
        c.city_id === null ? undefined : store.cities.findById(c.city_id)?.name;
      const contacts = store.police
        .all()
        .filter(
          (c) =>
            (!state_id || c.state_id === state_id) &&
            (!resting_point_id || c.resting_point_ids.includes(resting_point_id)) &&
            (!matches ||
              matches(c.station_name, c.officer, cityName(c), c.address, ...c.phone_numbers)),
        )
        .sort(
          (a, b) =>
            stateName(a).localeCompare(stateName(b)) ||
            a.station_name.localeCompare(b.station_name) ||
            a.id - b.id,
        );
      const page = pageOf('Police list loaded', contacts, request.query);
      return { ...page, body: page.body.map((contact) => present(store, contact)) };
    },
  );

  app.post(
    '/police_detail',
    {
      config: { permission: 'read' },
      schema: {
        summary: 'One police contact, for its edit form',
        body: ref(PoliceIdRequest),
        response: { 200: envelope(ref(PoliceContact)), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok('Police contact loaded', present(store, findContact(store, request.body.id))),
  );

  app.post(
    '/police_add',
    {
      config: { permission: 'write' },
      preValidation: normalise,
      schema: addSchema(PoliceAddRequest, PoliceContact, {
        summary: 'Add a police contact',
        description:
          'City and covered resting points must be in the chosen state (400 on the field). Station names are unique within a state: 409. Repeated phone numbers are kept once.',
      }),
    },
    async (request, reply) => {
      const fields = validInput(store, request.body);
      const contact = store.police.insert({ ...fields, ...firstVersion(request) });
      recordActivity(request, {
        ...aboutContact(contact),
        action: 'create',
        changes: fieldChanges('police_contact', {}, valuesOf(store, contact)),
      });
      return reply.code(201).send(ok('Police contact added', present(store, contact)));
    },
  );

  app.post(
    '/police_edit',
    {
      config: { permission: 'write' },
      preValidation: normalise,
      schema: editSchema(PoliceEditRequest, PoliceContact, {
        summary: 'Change a police contact',
        description:
          'Same rules as adding. Unknown id: 404. With `version`: 409 with the contact as it is now if it changed since.',
      }),
    },
    async (request) => {
      const { id, version, ...input } = request.body;
      const before = valuesOf(store, contacts.current(id, version));
      const contact = contacts.save(request, id, version, validInput(store, input, id));
      recordActivity(request, {
        ...aboutContact(contact),
        action: 'edit',
        changes: fieldChanges('police_contact', before, valuesOf(store, contact)),
      });
      return ok('Police contact updated', present(store, contact));
    },
  );

  app.post(
    '/police_delete',
    {
      config: { permission: 'write' },
      schema: deleteSchema(PoliceIdRequest, {
        summary: 'Delete a police contact',
      }),
    },
    async (request) => {
      const contact = findContact(store, request.body.id);
      store.police.remove(contact.id);
      recordActivity(request, { ...aboutContact(contact), action: 'delete' });
      return ok('Police contact deleted', null);
    },
  );
};

export default {
  ...declaredSection('police', 'Emergency police contacts shown to drivers'),
  schemas,
  routes: policeRoutes,
} satisfies Section;
