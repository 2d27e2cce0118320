import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { about, fieldChanges, recordActivity, valuesOf } from '../http/activity.js';
import { fieldError, ok } from '../http/envelope.js';
import { conflict } from '../http/errors.js';
import { exportRoutes, type CsvColumn } from '../http/exports.js';
import { searchMatcher, sortQuery, sortList, type SortColumn } from '../http/lists.js';
import {
  envelope,
  errorResponses,
  IsoDateTime,
  listEnvelope,
  ref,
  versionFields,
} from '../http/schemas.js';
import { editSchema } from '../http/record-schemas.js';
import { NAME } from '../http/text.js';
import { trimBody } from '../http/validation.js';
import { ExpectedVersion, firstVersion, versionedRecords } from '../http/versions.js';
import type { CompanyRecord, Store } from '../store/index.js';
import { declaredSection } from '../manifest.js';
import type { Section } from '../sections.js';
import { indiaDateTime } from '../india-time.js';

const CompanyName = Type.String({
  ...NAME,
  minLength: 1,
  maxLength: 120,
  description: 'Trimmed; unique regardless of case',
  examples: ['Shree Balaji Roadlines'],
});

export const CompanyRow = Type.Object(
  {
    company_id: Type.Integer(),
    company_name: Type.String(),
    driver_count: Type.Integer({ minimum: 0, description: 'Drivers (not deleted) of the company' }),
    created_at: IsoDateTime(),
    ...versionFields,
  },
  { $id: 'CompanyRow', description: 'A transport company' },
);
export type CompanyRow = Static<typeof CompanyRow>;

const CompanyAddRequest = Type.Object(
  { company_name: CompanyName },
  { $id: 'CompanyAddRequest', additionalProperties: false },
);
const CompanyEditRequest = Type.Object(
  {
    company_name: CompanyName,
    company_id: Type.Integer({ minimum: 1 }),
    version: ExpectedVersion,
  },
  { $id: 'CompanyEditRequest', additionalProperties: false },
);
const CompanyDeleteRequest = Type.Object(
  { company_id: Type.Integer({ minimum: 1 }) },
  { $id: 'CompanyDeleteRequest', additionalProperties: false },
);
const CompanyDeleted = Type.Object(
  {
    company_id: Type.Integer(),
    drivers_detached: Type.Integer({
      minimum: 0,
      description: 'Drivers of the company, who now have no company',
    }),
  },
  { $id: 'CompanyDeleted' },
);

const schemas = [
  CompanyRow,
  CompanyAddRequest,
  CompanyEditRequest,
  CompanyDeleteRequest,
  CompanyDeleted,
];

/** Columns the company list sorts by, with the order each means without `order`. */
export const COMPANY_SORTS = { name: 'asc', drivers: 'desc' } as const;
type CompanySort = keyof typeof COMPANY_SORTS;

/** The view of the list (search and sort): its query, and the body of its export request. */
const companyView = {
  search: Type.Optional(
    Type.String({ maxLength: 100, description: 'Case-insensitive part of the name' }),
  ),
  ...sortQuery(COMPANY_SORTS, 'by name'),
};
const CompanyListQuery = Type.Object(companyView, { additionalProperties: false });
const CompanyExportRequest = Type.Object(companyView, {
  additionalProperties: false,
  description: 'The company list view to export: its search and sort',
});
type CompanyView = Static<typeof CompanyExportRequest>;

export const COMPANY_NOT_FOUND = 'Company not found';
const duplicate = (name: string) => {
  const message = `A company named "${name}" already exists`;
  return conflict(message, 'duplicate', {
    errors: [fieldError('company_name', message, 'duplicate', { name })],
  });
};

/** Live drivers per company: counted once and kept until a driver's company or deletion changes. */
function driverCounts(store: Store): ReadonlyMap<number, number> {
  const { drivers } = store;
  return drivers.memo('company counts', drivers.stamp('company_id', 'deleted_at'), () => {
    const counts = new Map<number, number>();
    for (const driver of drivers.all()) {
      if (driver.deleted_at === null && driver.company_id !== null) {
        counts.set(driver.company_id, (counts.get(driver.company_id) ?? 0) + 1);
      }
    }
    return counts;
  });
}

function presentCompany(company: CompanyRecord, driverCount: number): CompanyRow {
  return {
    company_id: company.id,
    company_name: company.company_name,
    driver_count: driverCount,
    created_at: company.created_at,
    version: company.version,
    updated_at: company.updated_at,
    updated_by: company.updated_by,
  };
}

/** The companies of a view, searched and in order: what the list answers and the export writes. */
function companyRows(store: Store, view: CompanyView): CompanyRow[] {
  const matches = searchMatcher(view.search);
  const counts = driverCounts(store);
  const rows = store.companies
    .all()
    .filter((company) => !matches || matches(company.company_name))
    .map((company) => presentCompany(company, counts.get(company.id) ?? 0));
  const columns: Record<CompanySort, SortColumn<CompanyRow>> = {
    name: { value: (company) => company.company_name, text: true },
    drivers: { value: (company) => company.driver_count },
  };
  // Without `sort` (and for ties): by name, as the list always was.
  const byDefault = (a: CompanyRow, b: CompanyRow) =>
    a.company_name.localeCompare(b.company_name) || a.company_id - b.company_id;
  return sortList(rows, { firsts: COMPANY_SORTS, columns, byDefault }, view);
}

const COMPANY_CSV: CsvColumn<CompanyRow>[] = [
  { header: 'Company ID', value: (row) => row.company_id },
  { header: 'Company', value: (row) => row.company_name },
  { header: 'Drivers', value: (row) => row.driver_count },
  { header: 'Added (IST)', value: (row) => indiaDateTime(row.created_at) },
  { header: 'Last changed (IST)', value: (row) => indiaDateTime(row.updated_at) },
  { header: 'Last changed by', value: (row) => row.updated_by },
];

/** What the activity log says a company's entries are about. */
const aboutCompany = (company: CompanyRecord) =>
  about('companies', 'company', company.id, company.company_name);

const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store } = app;
  const present = (company: CompanyRecord) =>
    presentCompany(company, driverCounts(store).get(company.id) ?? 0);
  const companies = versionedRecords({
    what: 'company',
    notFound: COMPANY_NOT_FOUND,
    table: () => store.companies,
    present,
  });

  app.get(
    '/company_list',
    {
      config: { permission: 'read' },
      schema: {
        summary: 'Every transport company, by name unless sorted, with its number of drivers',
        description:
          'Not paged: the whole list comes in one answer (pagination says so), as the console needs it for selects too.',
        querystring: CompanyListQuery,
        response: { 200: listEnvelope(ref(CompanyRow)), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const rows = companyRows(store, request.query);
      return {
        success: true as const,
        message: 'Companies loaded',
        body: rows,
        pagination: {
          page: 1,
          limit: Math.max(rows.length, 1),
          total: rows.length,
          totalPages: rows.length === 0 ? 0 : 1,
        },
      };
    },
  );

  await app.register(
    exportRoutes({
      name: 'companies',
      path: '/company_export',
      what: 'transport companies',
      query: CompanyExportRequest,
      rows: (view) => companyRows(store, view),
      columns: COMPANY_CSV,
    }),
  );

  app.post(
    '/company_add',
    {
      config: { permission: 'write' },
      preValidation: trimBody('company_name'),
      schema: {
        summary: 'Add a transport company',
        description: 'A name already used (regardless of case): 409.',
        body: ref(CompanyAddRequest),
        response: { 200: envelope(ref(CompanyRow)), ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => {
      const name = request.body.company_name.replace(/\s+/g, ' ');
      const taken = store.companies.findByName(name);
      if (taken) throw duplicate(taken.company_name);
      const company = store.companies.insert({ company_name: name, ...firstVersion(request) });
      recordActivity(request, {
        ...aboutCompany(company),
        action: 'create',
        changes: fieldChanges('company', {}, company),
      });
      return ok(`${name} was added`, present(company));
    },
  );

  app.post(
    '/company_edit',
    {
      config: { permission: 'write' },
      preValidation: trimBody('company_name'),
      schema: editSchema(CompanyEditRequest, CompanyRow, {
        summary: 'Rename a transport company',
        description:
          'Unknown company: 404. A name another company uses: 409. With `version`: 409 with the company as it is now if it changed since.',
      }),
    },
    async (request) => {
      const { company_id, version } = request.body;
      const before = valuesOf(store, companies.current(company_id, version));
      const name = request.body.company_name.replace(/\s+/g, ' ');
      const other = store.companies.findByName(name);
      if (other && other.id !== company_id) throw duplicate(other.company_name);
      const company = companies.save(request, company_id, version, { company_name: name });
      recordActivity(request, {
        ...aboutCompany(company),
        action: 'edit',
        changes: fieldChanges('company', before, company),
      });
      return ok(`${name} was saved`, present(company));
    },
  );

  app.post(
    '/company_delete',
    {
      config: { permission: 'write' },
      schema: {
        summary: 'Delete a transport company',
        description:
          'Deleting a company its drivers still belong to is allowed: the drivers stay and now have no company (company_id null), and `drivers_detached` says how many. Unknown company: 404.',
        body: ref(CompanyDeleteRequest),
        response: { 200: envelope(ref(CompanyDeleted)), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const company = companies.current(request.body.company_id, undefined);
      let detached = 0;
      for (const driver of store.drivers.all()) {
        if (driver.company_id === company.id) {
          store.drivers.update(driver.id, { company_id: null });
          if (driver.deleted_at === null) detached += 1;
        }
      }
      store.companies.remove(company.id);
      recordActivity(request, { ...aboutCompany(company), action: 'delete' });
      const who = detached === 1 ? '1 driver now has' : `${detached} drivers now have`;
      return ok(
        detached > 0
          ? `${company.company_name} was deleted; ${who} no company`
          : `${company.company_name} was deleted`,
        { company_id: company.id, drivers_detached: detached },
      );
    },
  );
};

export default {
  ...declaredSection('companies', 'Transport companies drivers work for'),
  schemas,
  routes: companyRoutes,
} satisfies Section;
