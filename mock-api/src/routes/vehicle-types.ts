import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { about, fieldChanges, recordActivity, valuesOf } from '../http/activity.js';
import { fieldError, ok, type FieldProblem } from '../http/envelope.js';
import { conflict, explainedPattern, notFound } from '../http/errors.js';
import { exportRoutes, type CsvColumn } from '../http/exports.js';
import { pageOf, searchMatcher, sortList, sortQuery, type SortColumn } from '../http/lists.js';
import { counted, idBody, RecordStatus, SearchQuery } from '../http/places.js';
import {
  envelope,
  errorResponses,
  IsoDateTime,
  ref,
  VEHICLE_TYPE_CODE_PATTERN,
  versionFields,
} from '../http/schemas.js';
import { addSchema, deleteSchema, editSchema, listSchema } from '../http/record-schemas.js';
import { NAME } from '../http/text.js';
import { trimBody } from '../http/validation.js';
import { ExpectedVersion, firstVersion, versionedRecords } from '../http/versions.js';
import type { Store, VehicleTypeRecord } from '../store/index.js';
import { declaredSection } from '../manifest.js';
import type { Section } from '../sections.js';
import { indiaDateTime } from '../india-time.js';

/* ------------------------------------------------------------------ schemas */

const VehicleTypeCode = Type.String({
  pattern: explainedPattern(
    VEHICLE_TYPE_CODE_PATTERN,
    'must be 2 to 16 capital letters, digits or hyphens, starting with a letter, e.g. HCV',
  ),
  description:
    'Unique regardless of case; what drivers hold as their `vehicle_type`, so it cannot change while drivers use it',
  examples: ['HCV'],
});
const VehicleTypeName = Type.String({
  ...NAME,
  minLength: 2,
  maxLength: 80,
  description: 'Trimmed; unique regardless of case',
  examples: ['Heavy commercial vehicle'],
});
const VehicleTypeDescription = Type.String({
  maxLength: 200,
  description: 'Trimmed; may be empty',
  examples: ['Over 12 tonnes'],
});

export const VehicleTypeRow = Type.Object(
  {
    id: Type.Integer(),
    code: Type.String(),
    name: Type.String(),
    description: Type.String(),
    status: RecordStatus,
    driver_count: Type.Integer({ minimum: 0, description: 'Drivers (not deleted) of this type' }),
    created_at: IsoDateTime(),
    ...versionFields,
  },
  { $id: 'VehicleTypeRow', description: 'A vehicle type drivers register with' },
);
export type VehicleTypeRow = Static<typeof VehicleTypeRow>;

export const VehicleTypeOption = Type.Object(
  { id: Type.Integer(), code: Type.String(), name: Type.String(), status: RecordStatus },
  { $id: 'VehicleTypeOption', description: 'A vehicle type for a select' },
);

const vehicleTypeFields = {
  code: VehicleTypeCode,
  name: VehicleTypeName,
  description: VehicleTypeDescription,
  status: RecordStatus,
};

const VehicleTypeAddRequest = Type.Object(vehicleTypeFields, {
  $id: 'VehicleTypeAddRequest',
  additionalProperties: false,
});
const VehicleTypeEditRequest = Type.Object(
  { id: Type.Integer({ minimum: 1 }), ...vehicleTypeFields, version: ExpectedVersion },
  { $id: 'VehicleTypeEditRequest', additionalProperties: false },
);
const VehicleTypeIdRequest = idBody('VehicleTypeIdRequest', 'vehicle type');

const schemas = [
  VehicleTypeRow,
  VehicleTypeOption,
  VehicleTypeAddRequest,
  VehicleTypeEditRequest,
  VehicleTypeIdRequest,
];

/** Columns the list sorts by, with the order each means without `order`. */
export const VEHICLE_TYPE_SORTS = { name: 'asc', code: 'asc', drivers: 'desc' } as const;
type VehicleTypeSort = keyof typeof VEHICLE_TYPE_SORTS;

/** The view of the list (search, status and sort): its query, and its export request. */
const vehicleTypeView = {
  search: SearchQuery('Part of the code, name or description (case-insensitive)'),
  status: Type.Optional(RecordStatus),
  ...sortQuery(VEHICLE_TYPE_SORTS, 'by name'),
};
const VehicleTypeExportRequest = Type.Object(vehicleTypeView, {
  additionalProperties: false,
  description: 'The vehicle type list view to export: its search, status and sort',
});
type VehicleTypeView = Static<typeof VehicleTypeExportRequest>;

/* ------------------------------------------------------------------ helpers */

export const VEHICLE_TYPE_NOT_FOUND = 'Vehicle type not found';

/** Live drivers per type code: counted once and kept until a driver's type or deletion changes. */
function driverCounts(store: Store): ReadonlyMap<string, number> {
  const { drivers } = store;
  return drivers.memo('vehicle type counts', drivers.stamp('vehicle_type', 'deleted_at'), () => {
    const counts = new Map<string, number>();
    for (const driver of drivers.all()) {
      if (driver.deleted_at === null) {
        counts.set(driver.vehicle_type, (counts.get(driver.vehicle_type) ?? 0) + 1);
      }
    }
    return counts;
  });
}

const driversOf = (store: Store, type: VehicleTypeRecord) =>
  driverCounts(store).get(type.code) ?? 0;

function present(type: VehicleTypeRecord, driverCount: number): VehicleTypeRow {
  const { id, code, name, description, status, created_at, version, updated_at, updated_by } = type;
  return {
    id,
    code,
    name,
    description,
    status,
    driver_count: driverCount,
    created_at,
    version,
    updated_at,
    updated_by,
  };
}

/** The types of a view, searched and in order: what the list pages and the export writes. */
function vehicleTypeRows(store: Store, view: VehicleTypeView): VehicleTypeRow[] {
  const matches = searchMatcher(view.search);
  const counts = driverCounts(store);
  const rows = store.vehicleTypes
    .all()
    .filter(
      (type) =>
        (!view.status || type.status === view.status) &&
        (!matches || matches(type.code, type.name, type.description)),
    )
    .map((type) => present(type, counts.get(type.code) ?? 0));
  const byDefault = (a: VehicleTypeRow, b: VehicleTypeRow) =>
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id;
  const columns: Record<VehicleTypeSort, SortColumn<VehicleTypeRow>> = {
    name: { value: (type) => type.name, text: true },
    code: { value: (type) => type.code },
    drivers: { value: (type) => type.driver_count },
  };
  return sortList(rows, { firsts: VEHICLE_TYPE_SORTS, columns, byDefault }, view);
}

const VEHICLE_TYPE_CSV: CsvColumn<VehicleTypeRow>[] = [
  { header: 'Code', value: (row) => row.code },
  { header: 'Name', value: (row) => row.name },
  { header: 'Description', value: (row) => row.description },
  { header: 'Status', value: (row) => row.status },
  { header: 'Drivers', value: (row) => row.driver_count },
  { header: 'Last changed (IST)', value: (row) => indiaDateTime(row.updated_at) },
  { header: 'Last changed by', value: (row) => row.updated_by },
];

/** 409 when another type already has this code or name (both reported at once). */
function ensureUnique(store: Store, code: string, name: string, exceptId?: number) {
  const problems: FieldProblem[] = [];
  const byCode = store.vehicleTypes.findByCode(code);
  if (byCode && byCode.id !== exceptId) {
    problems.push(
      fieldError('code', `Code ${byCode.code} is already used by ${byCode.name}`, 'duplicate', {
        code: byCode.code,
        name: byCode.name,
      }),
    );
  }
  const byName = store.vehicleTypes.findByName(name);
  if (byName && byName.id !== exceptId) {
    problems.push(
      fieldError('name', `A vehicle type named ${byName.name} already exists`, 'duplicate', {
        name: byName.name,
      }),
    );
  }
  const [first] = problems;
  if (first) throw conflict(first.message, 'duplicate', { errors: problems });
}

const inUse = (count: number) => `${counted(count, 'driver uses', 'drivers use')} it`;

/** What the activity log says a type's entries are about. */
const aboutType = (type: VehicleTypeRecord) =>
  about('vehicle_types', 'vehicle_type', type.id, `${type.name} (${type.code})`);

/* ------------------------------------------------------------------ routes */

const vehicleTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store } = app;
  const normalise = trimBody('code', 'name', 'description');
  const row = (type: VehicleTypeRecord) => present(type, driversOf(store, type));
  const types = versionedRecords({
    what: 'vehicle type',
    notFound: VEHICLE_TYPE_NOT_FOUND,
    table: () => store.vehicleTypes,
    present: row,
  });
  const find = (id: number) => {
    const type = store.vehicleTypes.findById(id);
    if (!type) throw notFound(VEHICLE_TYPE_NOT_FOUND);
    return type;
  };

  app.get(
    '/vehicle_type_list_all',
    {
      config: { permission: 'open' },
      schema: {
        summary: 'Every vehicle type, for selects',
        description: 'Active and inactive, by name: e.g. the driver list filter.',
        response: { 200: envelope(Type.Array(ref(VehicleTypeOption))), ...errorResponses(401) },
      },
    },
    async () => {
      const rows = vehicleTypeRows(store, {});
      return ok(
        'Vehicle types loaded',
        rows.map(({ id, code, name, status }) => ({ id, code, name, status })),
      );
    },
  );

  app.get(
    '/vehicle_type_list',
    {
      config: { permission: 'read' },
      schema: listSchema(vehicleTypeView, VehicleTypeRow, {
        summary: 'Vehicle types, a page at a time',
        description:
          'By name unless sorted. `search` matches code, name or description (case-insensitive); `status` filters.',
      }),
    },
    async (request) =>
      pageOf('Vehicle type list loaded', vehicleTypeRows(store, request.query), request.query),
  );

  await app.register(
    exportRoutes({
      name: 'vehicle-types',
      path: '/vehicle_type_export',
      what: 'vehicle types',
      query: VehicleTypeExportRequest,
      rows: (view) => vehicleTypeRows(store, view),
      columns: VEHICLE_TYPE_CSV,
    }),
  );

  app.get(
    '/vehicle_type_detail',
    {
      config: { permission: 'read' },
      schema: {
        summary: 'One vehicle type, for its edit screen',
        description:
          'A read, so a GET (the older sections read details by POST, as the spec has them).',
        querystring: Type.Object(VehicleTypeIdRequest.properties, { additionalProperties: false }),
        response: { 200: envelope(ref(VehicleTypeRow)), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok('Vehicle type loaded', row(find(request.query.id))),
  );

  app.post(
    '/vehicle_type_add',
    {
      config: { permission: 'write' },
      preValidation: normalise,
      schema: addSchema(VehicleTypeAddRequest, VehicleTypeRow, {
        summary: 'Add a vehicle type',
        description:
          'Code and name are unique (case-insensitive): 409 with the field that clashes.',
      }),
    },
    async (request, reply) => {
      const { code, name, description, status } = request.body;
      ensureUnique(store, code, name);
      const type = store.vehicleTypes.insert({
        code,
        name,
        description,
        status,
        ...firstVersion(request),
      });
      recordActivity(request, {
        ...aboutType(type),
        action: 'create',
        changes: fieldChanges('vehicle_type', {}, type),
      });
      return reply.code(201).send(ok('Vehicle type added', row(type)));
    },
  );

  app.post(
    '/vehicle_type_edit',
    {
      config: { permission: 'write' },
      preValidation: normalise,
      schema: editSchema(VehicleTypeEditRequest, VehicleTypeRow, {
        summary: 'Change a vehicle type',
        description:
          'Same rules as adding. The code cannot change while drivers use the type (409 saying how many); setting it inactive can. Unknown id: 404. With `version`: 409 with the type as it is now if it changed since.',
      }),
    },
    async (request) => {
      const { id, code, name, description, status, version } = request.body;
      const current = types.current(id, version);
      const before = valuesOf(store, current);
      ensureUnique(store, code, name, id);
      const drivers = driversOf(store, current);
      if (code !== current.code && drivers > 0) {
        const message = `The code of ${current.name} cannot change: ${inUse(drivers)}. Add a new type instead.`;
        const params = { name: current.name, action: 'change_code', drivers };
        throw conflict(message, 'in_use', {
          errors: [fieldError('code', message, 'in_use', params)],
        });
      }
      const type = types.save(request, id, version, { code, name, description, status });
      recordActivity(request, {
        ...aboutType(type),
        action: 'edit',
        changes: fieldChanges('vehicle_type', before, type),
      });
      return ok('Vehicle type updated', row(type));
    },
  );

  app.post(
    '/vehicle_type_delete',
    {
      config: { permission: 'write' },
      schema: deleteSchema(VehicleTypeIdRequest, {
        summary: 'Delete a vehicle type',
        description:
          'Only a type no driver uses: otherwise 409 saying how many do (set it inactive instead).',
        more: [409],
      }),
    },
    async (request) => {
      const type = find(request.body.id);
      const drivers = driversOf(store, type);
      if (drivers > 0) {
        throw conflict(
          `${type.name} cannot be deleted: ${inUse(drivers)}. Set it inactive instead.`,
          'in_use',
          { params: { name: type.name, action: 'delete', drivers } },
        );
      }
      store.vehicleTypes.remove(type.id);
      recordActivity(request, { ...aboutType(type), action: 'delete' });
      return ok('Vehicle type deleted', null);
    },
  );
};

export default {
  ...declaredSection('vehicle_types', 'Vehicle types drivers register with'),
  schemas,
  routes: vehicleTypeRoutes,
} satisfies Section;
