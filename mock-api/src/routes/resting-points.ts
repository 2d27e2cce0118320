import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { about, fieldChanges, recordActivity, valuesOf } from '../http/activity.js';
import { fieldError, ok } from '../http/envelope.js';
import { conflict, explainedPattern, explainedRule, notFound } from '../http/errors.js';
import { exportRoutes, type CsvColumn } from '../http/exports.js';
import { pageOf, searchMatcher, sortQuery, sortList, type SortColumn } from '../http/lists.js';
import {
  blankToNull,
  byName,
  counted,
  chosenState,
  fieldProblem,
  idBody,
  Latitude,
  Longitude,
  NullableString,
  PhoneNumber,
  RecordId,
  RecordStatus,
  requireInsideIndia,
  SearchQuery,
} from '../http/places.js';
import { presentCheckin } from '../http/presenters.js';
import {
  CheckinRow,
  envelope,
  errorResponses,
  IsoDateTime,
  ref,
  versionFields,
} from '../http/schemas.js';
import { addSchema, deleteSchema, editSchema, listSchema } from '../http/record-schemas.js';
import { trimBody } from '../http/validation.js';
import { MULTI_LINE, NAME } from '../http/text.js';
import { editorName, ExpectedVersion, firstVersion, versionedRecords } from '../http/versions.js';
import {
  AMENITIES,
  comparable,
  RESTING_POINT_TYPES,
  type CityRecord,
  type RestingPointRecord,
  type Store,
} from '../store/index.js';
import { declaredSection } from '../manifest.js';
import type { Section } from '../sections.js';
import { startOfTodayInIndia } from '../india-time.js';

/* ------------------------------------------------------------------ schemas */

const RestingPointType = Type.Enum([...RESTING_POINT_TYPES], {
  type: 'string',
  description:
    'dormitory (beds, e.g. Apna Ghar), truck_parking, rest_area (wayside amenities) or dhaba',
});
const Amenity = Type.Enum([...AMENITIES], { type: 'string' });

const HIGHWAY_PATTERN = explainedPattern(
  '^(NH|SH|AH|NE|ME)[0-9]{1,4}[A-Z]?$',
  'must be a highway number such as NH48 or SH17 (capitals, no spaces)',
);
const HOURS_PATTERN = explainedPattern(
  '^([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9]$',
  'must look like 06:00-22:00 (24-hour clock, opening-closing)',
);

export const RestingPointOption = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    state_id: Type.Integer(),
    city_id: Type.Integer(),
    city_name: Type.String(),
    status: RecordStatus,
  },
  { $id: 'RestingPointOption', description: 'A resting point for a select' },
);
export type RestingPointOption = Static<typeof RestingPointOption>;

const editableFields = {
  name: Type.String({ ...NAME, minLength: 3, maxLength: 120, examples: ['Apna Ghar Hosur'] }),
  type: RestingPointType,
  address: Type.String({ minLength: 5, maxLength: 250, ...MULTI_LINE }),
  pincode: Type.String({
    pattern: explainedPattern('^[1-9][0-9]{5}$', 'must be 6 digits, not starting with 0'),
    examples: ['635109'],
  }),
  state_id: RecordId(),
  city_id: RecordId('Must be a city of `state_id`'),
  latitude: Latitude,
  longitude: Longitude,
  highway: NullableString({
    pattern: HIGHWAY_PATTERN,
    description: 'e.g. NH48, in capitals without spaces. null or "" when off the network',
  }),
  parking_capacity: Type.Integer({ minimum: 0, maximum: 5000, description: 'Truck bays' }),
  beds: Type.Integer({ minimum: 0, maximum: 2000 }),
  amenities: Type.Array(Amenity, { maxItems: 50, description: 'Repeats are ignored' }),
  open_24x7: Type.Boolean(),
  opening_hours: NullableString({
    pattern: HOURS_PATTERN,
    description: 'Required unless open_24x7; may run past midnight (18:00-06:00)',
  }),
  contact_name: Type.String({ ...NAME, minLength: 2, maxLength: 100 }),
  contact_phone: PhoneNumber,
  status: RecordStatus,
};

export const RestingPoint = Type.Object(
  {
    id: Type.Integer(),
    ...editableFields,
    state_name: Type.String(),
    city_name: Type.String(),
    today_checkins: Type.Integer({
      minimum: 0,
      description: 'Check-ins since midnight India time (UTC+05:30)',
    }),
    checkin_count: Type.Integer({
      minimum: 0,
      description: 'All check-ins ever; above 0 the point cannot be deleted',
    }),
    created_at: IsoDateTime(),
    ...versionFields,
  },
  { $id: 'RestingPoint', description: 'A place drivers can stop, with its use' },
);
export type RestingPoint = Static<typeof RestingPoint>;

/** How many of a point's stays in progress its detail lists (all of them are counted). */
export const CHECKED_IN_SHOWN = 20;
/** How many of a point's latest check-ins its detail lists. */
const RECENT_SHOWN = 10;

export const RestingPointDetail = Type.Object(
  {
    ...RestingPoint.properties,
    checked_in_count: Type.Integer({ minimum: 0, description: 'Drivers checked in there now' }),
    checked_in_now: Type.Array(ref(CheckinRow), {
      description: `The stays in progress, latest arrival first: the first ${CHECKED_IN_SHOWN}`,
    }),
    recent_checkins: Type.Array(ref(CheckinRow), {
      description: `The ${RECENT_SHOWN} latest check-ins there, newest first, in progress or not`,
    }),
  },
  {
    $id: 'RestingPointDetail',
    description: 'A resting point with the drivers there now and its latest check-ins',
  },
);
type RestingPointDetail = Static<typeof RestingPointDetail>;

/** "Required unless open_24x7", as the schema says it (a blank value has become null by then). */
const hoursRule = explainedRule(
  'anyOf',
  [
    { properties: { open_24x7: { const: true } } },
    { properties: { opening_hours: { type: 'string' } }, required: ['opening_hours'] },
  ],
  'opening_hours',
  'Enter the opening hours, e.g. 06:00-22:00, or mark it open 24x7',
);

export const RestingPointAddRequest = Type.Object(
  {
    ...editableFields,
    highway: Type.Optional(editableFields.highway),
    opening_hours: Type.Optional(editableFields.opening_hours),
  },
  { $id: 'RestingPointAddRequest', additionalProperties: false, ...hoursRule },
);
export const RestingPointEditRequest = Type.Object(
  { id: RecordId(), ...RestingPointAddRequest.properties, version: ExpectedVersion },
  { $id: 'RestingPointEditRequest', additionalProperties: false, ...hoursRule },
);
export const RestingPointIdRequest = idBody('RestingPointIdRequest', 'resting point');

const schemas = [
  RestingPointOption,
  RestingPoint,
  RestingPointDetail,
  RestingPointAddRequest,
  RestingPointEditRequest,
  RestingPointIdRequest,
];
type RestingPointInput = Static<typeof RestingPointAddRequest>;

/* ------------------------------------------------------------------ helpers */

export const RESTING_POINT_NOT_FOUND = 'Resting point not found';

function findPoint(store: Store, id: number): RestingPointRecord {
  const point = store.restingPoints.findById(id);
  if (!point) throw notFound(RESTING_POINT_NOT_FOUND);
  return point;
}

interface Usage {
  today: Map<number, number>;
  total: Map<number, number>;
}

/**
 * Check-ins per resting point: today's and all. Read from the check-in index (each point's stays,
 * newest first: today's are a binary search), not a pass over every check-in.
 */
function checkinUsage(store: Store): Usage {
  const since = startOfTodayInIndia();
  const index = store.checkins.index();
  const today = new Map<number, number>();
  const total = new Map<number, number>();
  for (const point of store.restingPoints.all()) {
    const stays = index.atPoint(point.id);
    total.set(point.id, stays.length);
    today.set(point.id, index.timeRange(stays, since, undefined).hi);
  }
  return { today, total };
}

function present(store: Store, point: RestingPointRecord, usage: Usage): RestingPoint {
  return {
    ...point,
    amenities: [...point.amenities],
    state_name: store.states.findById(point.state_id)?.name ?? '',
    city_name: store.cities.findById(point.city_id)?.name ?? '',
    today_checkins: usage.today.get(point.id) ?? 0,
    checkin_count: usage.total.get(point.id) ?? 0,
  };
}

/** The point with its stays (from the check-in index), names looked up for those sent only. */
function presentDetail(store: Store, point: RestingPointRecord): RestingPointDetail {
  const since = startOfTodayInIndia();
  const index = store.checkins.index();
  const positions = index.atPoint(point.id);
  const today = index.timeRange(positions, since, undefined).hi;
  // Newest first, as the index keeps them.
  const stays = Array.from(positions, (position) => index.order[position]!);
  const open = stays.filter((checkin) => checkin.checkout_at === null);
  const usage = { today: new Map([[point.id, today]]), total: new Map([[point.id, stays.length]]) };
  return {
    ...present(store, point, usage),
    checked_in_count: open.length,
    checked_in_now: open.slice(0, CHECKED_IN_SHOWN).map((c) => presentCheckin(store, c)),
    recent_checkins: stays.slice(0, RECENT_SHOWN).map((c) => presentCheckin(store, c)),
  };
}

/** Checks the rules the schema cannot express and returns the record's fields. */
function validInput(store: Store, input: RestingPointInput, exceptId?: number) {
  const state = chosenState(store, input.state_id);
  const city: CityRecord =
    store.cities.findById(input.city_id) ??
    fieldProblem('city_id', 'The chosen city does not exist; choose another', 'not_found');
  if (city.state_id !== state.id) {
    fieldProblem(
      'city_id',
      `${city.name} is not in ${state.name}; choose a city of ${state.name}`,
      'wrong_place',
      { name: city.name, state: state.name },
    );
  }
  requireInsideIndia(input.latitude, input.longitude);
  // The schema has asked for the hours unless open 24x7 (`hoursRule`).
  const hours = input.open_24x7 ? null : input.opening_hours!;
  if (hours !== null) {
    const [opens, closes] = hours.split('-');
    if (opens === closes) {
      fieldProblem(
        'opening_hours',
        'Opening and closing time are the same; mark it open 24x7',
        'same_times',
      );
    }
  }
  const same = store.restingPoints
    .all()
    .find(
      (point) =>
        point.id !== exceptId &&
        point.city_id === city.id &&
        comparable(point.name) === comparable(input.name),
    );
  if (same) {
    const message = `A resting point named ${same.name} already exists in ${city.name}`;
    const params = { name: same.name, city: city.name };
    throw conflict(message, 'duplicate', {
      errors: [fieldError('name', message, 'duplicate', params)],
    });
  }
  return {
    ...input,
    highway: input.highway ?? null,
    opening_hours: hours,
    amenities: AMENITIES.filter((amenity) => input.amenities.includes(amenity)),
  };
}

/* ------------------------------------------------------------------ the list */

/** Columns the list sorts by, with the order each means without `order`. */
export const RESTING_POINT_SORTS = { name: 'asc', today_checkins: 'desc' } as const;
type RestingPointSort = keyof typeof RESTING_POINT_SORTS;

/** The view of the list (filters and sort): its query without the page, and the export's body. */
const restingPointView = {
  search: SearchQuery('Part of the name, city or highway'),
  state_id: Type.Optional(RecordId()),
  city_id: Type.Optional(RecordId()),
  status: Type.Optional(RecordStatus),
  type: Type.Optional(RestingPointType),
  ...sortQuery(RESTING_POINT_SORTS, 'by name'),
};
const RestingPointExportRequest = Type.Object(restingPointView, {
  additionalProperties: false,
  description: 'The resting point list view to export: its filters and sort',
});
type RestingPointView = Static<typeof RestingPointExportRequest>;

/**
 * The resting points of a view, filtered and in order: what the list pages and what the CSV
 * export writes. `usage` is counted once per call by the caller, which presents the rows with it.
 */
function restingPointRows(
  store: Store,
  view: RestingPointView,
  usage: Usage,
): RestingPointRecord[] {
  const { search, state_id, city_id, status, type } = view;
  const matches = searchMatcher(search);
  const compactSearch = search?.replace(/[\s-]+/g, '').toLowerCase();
  const cityName = (p: RestingPointRecord) => store.cities.findById(p.city_id)?.name;
  const points = store.restingPoints
    .all()
    .filter(
      (p) =>
        (!state_id || p.state_id === state_id) &&
        (!city_id || p.city_id === city_id) &&
        (!status || p.status === status) &&
        (!type || p.type === type) &&
        (!matches ||
          matches(p.name, cityName(p)) ||
          (!!compactSearch && !!p.highway?.toLowerCase().includes(compactSearch))),
    );
  const columns: Record<RestingPointSort, SortColumn<RestingPointRecord>> = {
    name: { value: (point) => point.name, text: true },
    today_checkins: { value: (point) => usage.today.get(point.id) ?? 0 },
  };
  // Without `sort` (and for ties): by name.
  const byDefault = byName<RestingPointRecord>((point) => point.name);
  return sortList(points, { firsts: RESTING_POINT_SORTS, columns, byDefault }, view);
}

const RESTING_POINT_CSV: CsvColumn<RestingPoint>[] = [
  { header: 'Resting point ID', value: (row) => row.id },
  { header: 'Name', value: (row) => row.name },
  { header: 'Type', value: (row) => row.type },
  { header: 'Status', value: (row) => row.status },
  { header: 'Address', value: (row) => row.address },
  { header: 'Pincode', value: (row) => row.pincode },
  { header: 'City', value: (row) => row.city_name },
  { header: 'State', value: (row) => row.state_name },
  { header: 'Highway', value: (row) => row.highway },
  { header: 'Latitude', value: (row) => row.latitude },
  { header: 'Longitude', value: (row) => row.longitude },
  { header: 'Parking capacity', value: (row) => row.parking_capacity },
  { header: 'Beds', value: (row) => row.beds },
  { header: 'Amenities', value: (row) => row.amenities.join('; ') },
  { header: 'Open 24x7', value: (row) => (row.open_24x7 ? 'yes' : 'no') },
  { header: 'Opening hours', value: (row) => row.opening_hours },
  { header: 'Contact name', value: (row) => row.contact_name },
  { header: 'Contact phone', value: (row) => row.contact_phone },
  { header: "Today's check-ins", value: (row) => row.today_checkins },
  { header: 'All check-ins', value: (row) => row.checkin_count },
];

/* ------------------------------------------------------------------ routes */

const normalise = [
  trimBody('name', 'address', 'pincode', 'contact_name', 'contact_phone'),
  blankToNull('highway', 'opening_hours'),
];

/** What the activity log says a resting point's entries are about. */
const aboutPoint = (point: RestingPointRecord) =>
  about('resting_points', 'resting_point', point.id, point.name);

const restingPointRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store } = app;
  const points = versionedRecords({
    what: 'resting point',
    notFound: RESTING_POINT_NOT_FOUND,
    table: () => store.restingPoints,
    present: (point: RestingPointRecord) => present(store, point, checkinUsage(store)),
  });

  app.get(
    '/resting_point_list_all',
    {
      config: { permission: 'open' },
      schema: {
        summary: 'Every resting point, for selects',
        description: 'Sorted by name; `state_id` and `city_id` narrow the list.',
        querystring: Type.Object(
          { state_id: Type.Optional(RecordId()), city_id: Type.Optional(RecordId()) },
          { additionalProperties: false },
        ),
        response: {
          200: envelope(Type.Array(ref(RestingPointOption))),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const { state_id, city_id } = request.query;
      const points = store.restingPoints
        .all()
        .filter(
          (p) => (!state_id || p.state_id === state_id) && (!city_id || p.city_id === city_id),
        )
        .sort(byName((p) => p.name));
      return ok(
        'Resting points loaded',
        points.map((p) => ({
          id: p.id,
          name: p.name,
          state_id: p.state_id,
          city_id: p.city_id,
          city_name: store.cities.findById(p.city_id)?.name ?? '',
          status: p.status,
        })),
      );
    },
  );

  app.get(
    '/resting_point_list',
    {
      config: { permission: 'read' },
      schema: listSchema(restingPointView, RestingPoint, {
        summary: 'Resting points, a page at a time',
        description:
          'Sorted by name unless `sort` says otherwise. `search` matches name, city or highway (NH 48 finds NH48); `state_id`, `city_id`, `status` and `type` filter. `today_checkins` counts check-ins since midnight India time (UTC+05:30).',
      }),
    },
    async (request) => {
      const usage = checkinUsage(store);
      const points = restingPointRows(store, request.query, usage);
      const page = pageOf('Resting point list loaded', points, request.query);
      return { ...page, body: page.body.map((point) => present(store, point, usage)) };
    },
  );

  await app.register(
    exportRoutes({
      name: 'resting-points',
      path: '/resting_point_export',
      what: 'resting points',
      query: RestingPointExportRequest,
      *rows(view) {
        const usage = checkinUsage(store);
        for (const point of restingPointRows(store, view, usage)) {
          yield present(store, point, usage);
        }
      },
      columns: RESTING_POINT_CSV,
    }),
  );

  app.post(
    '/resting_point_detail',
    {
      config: { permission: 'read' },
      schema: {
        summary: 'One resting point with the drivers there now and its latest check-ins',
        description: `For its detail and edit screens. \`checked_in_now\` lists the first ${CHECKED_IN_SHOWN} stays in progress (\`checked_in_count\` counts them all); \`recent_checkins\` the ${RECENT_SHOWN} latest. Unknown id: 404.`,
        body: ref(RestingPointIdRequest),
        response: { 200: envelope(ref(RestingPointDetail)), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok('Resting point loaded', presentDetail(store, findPoint(store, request.body.id))),
  );

  app.post(
    '/resting_point_add',
    {
      config: { permission: 'write' },
      preValidation: normalise,
      schema: addSchema(RestingPointAddRequest, RestingPoint, {
        summary: 'Add a resting point',
        description:
          'The city must be in the chosen state (400 on `city_id`); coordinates must lie in India (400 on `latitude`/`longitude`); opening hours are required unless open 24x7. Name unique within the city: 409.',
      }),
    },
    async (request, reply) => {
      const fields = validInput(store, request.body);
      const point = store.restingPoints.insert({ ...fields, ...firstVersion(request) });
      recordActivity(request, {
        ...aboutPoint(point),
        action: 'create',
        changes: fieldChanges('resting_point', {}, valuesOf(store, point)),
      });
      return reply
        .code(201)
        .send(ok('Resting point added', present(store, point, checkinUsage(store))));
    },
  );

  app.post(
    '/resting_point_edit',
    {
      config: { permission: 'write' },
      preValidation: normalise,
      schema: editSchema(RestingPointEditRequest, RestingPoint, {
        summary: 'Change a resting point',
        description:
          'Same rules as adding. Unknown id: 404. With `version`: 409 with the resting point as it is now if it changed since.',
      }),
    },
    async (request) => {
      const { id, version, ...input } = request.body;
      const before = valuesOf(store, points.current(id, version));
      const fields = validInput(store, input, id);
      const point = points.save(request, id, version, fields);
      recordActivity(request, {
        ...aboutPoint(point),
        action: 'edit',
        changes: fieldChanges('resting_point', before, valuesOf(store, point)),
      });
      return ok('Resting point updated', present(store, point, checkinUsage(store)));
    },
  );

  app.post(
    '/resting_point_delete',
    {
      config: { permission: 'write' },
      schema: deleteSchema(RestingPointIdRequest, {
        summary: 'Delete a resting point that was never used',
        description:
          'A resting point with check-ins keeps its history: 409, set it inactive instead (POST /resting_point_edit with status "inactive"). Police contacts stop listing a deleted point.',
        more: [409],
      }),
    },
    async (request) => {
      const point = findPoint(store, request.body.id);
      const checkins = store.checkins.index().atPoint(point.id).length;
      if (checkins > 0) {
        throw conflict(
          `${point.name} has ${counted(checkins, 'check-in', 'check-ins')}, so it cannot be deleted. Set it inactive instead: drivers will no longer see it and its history is kept.`,
          'in_use',
          { params: { name: point.name, action: 'delete', checkins } },
        );
      }
      // The police contacts covering it stop listing it: each such edit is logged too.
      const covering = store.police
        .all()
        .filter((contact) => contact.resting_point_ids.includes(point.id))
        .map((contact) => ({ contact, before: valuesOf(store, contact) }));
      store.restingPoints.remove(point.id);
      store.police.uncover(point.id, editorName(request));
      recordActivity(request, { ...aboutPoint(point), action: 'delete' });
      for (const { contact, before } of covering) {
        recordActivity(request, {
          ...about('police', 'police_contact', contact.id, contact.station_name),
          action: 'edit',
          changes: fieldChanges('police_contact', before, valuesOf(store, contact)),
        });
      }
      return ok('Resting point deleted', null);
    },
  );
};

export default {
  ...declaredSection('resting_points', 'Resting points drivers stop at, and their use'),
  schemas,
  routes: restingPointRoutes,
} satisfies Section;
