import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { currentAuth, revokeUserSessions } from '../auth.js';
import {
  aboutAccount,
  accountValues,
  fieldChanges,
  permissionChanges,
  recordActivity,
} from '../http/activity.js';
import { fieldError, ok } from '../http/envelope.js';
import { conflict, explainedPattern, notFound } from '../http/errors.js';
import { exportRoutes, type CsvColumn } from '../http/exports.js';
import {
  newestFirst,
  pageOf,
  pageQuery,
  searchMatcher,
  sortQuery,
  sortList,
  type SortColumn,
} from '../http/lists.js';
import { presentAdmin } from '../http/presenters.js';
import {
  AdminUser,
  Permissions,
  envelope,
  errorResponses,
  listEnvelope,
  NewPassword,
  ref,
} from '../http/schemas.js';
import { editSchema } from '../http/record-schemas.js';
import { NAME } from '../http/text.js';
import { trimBody } from '../http/validation.js';
import { MIN_PASSWORD_LENGTH } from '../passwords.js';
import {
  copyPermissions,
  DEFAULT_SUB_ADMIN_PERMISSIONS,
  READ_ONLY_PERMISSIONS,
} from '../permissions.js';
import { editorName, ExpectedVersion, versionedRecords } from '../http/versions.js';
import {
  fullName,
  splitName,
  SUB_ADMIN_ROLE,
  type AdminRecord,
  type Store,
} from '../store/index.js';
import { declaredSection } from '../manifest.js';
import type { Section } from '../sections.js';
import { indiaDateTime } from '../india-time.js';

/* ------------------------------------------------------------------ schemas */

const accountStatus = (options: { default?: string; description?: string } = {}) =>
  Type.Enum(['active', 'disabled'], {
    type: 'string',
    description: 'disabled: cannot sign in; open sessions end at once',
    ...options,
  });
const AccountStatus = accountStatus();
const ListStatus = Type.Enum(['active', 'disabled', 'pending'], {
  type: 'string',
  description: 'pending: registrations waiting for approval',
});
const SubAdminId = Type.Integer({ minimum: 1, description: 'Id of the sub admin' });
const FullName = Type.String({
  ...NAME,
  minLength: 2,
  maxLength: 100,
  examples: ['Meera Nair'],
});
const Email = Type.String({ format: 'email', maxLength: 254, examples: ['meera@example.in'] });
const Mobile = Type.String({
  maxLength: 20,
  pattern: explainedPattern(
    '^((\\+91[ -]?)?[6-9][0-9]{4}[ -]?[0-9]{5})?$',
    'must be a 10-digit Indian mobile number, e.g. +91 98765 43210',
  ),
  description:
    'Indian mobile number, stored as `+91 98765 43210`. Empty: none. Left out on edit: unchanged.',
  examples: ['+91 98765 43210'],
});
const Password = (description: string) =>
  NewPassword(`${description}. At least ${MIN_PASSWORD_LENGTH} characters`);

const editable = {
  full_name: FullName,
  email: Email,
  mobile: Type.Optional(Mobile),
};

export const SubAdminAddRequest = Type.Object(
  {
    ...editable,
    status: Type.Optional(accountStatus({ default: 'active' })),
    password: Password('Sign-in password; the account can sign in at once'),
    permissions: Type.Optional(
      ref(Permissions, { description: 'Left out: every section read-write, no reveal' }),
    ),
  },
  {
    $id: 'SubAdminAddRequest',
    additionalProperties: false,
    description: 'Creates a role 2 account',
  },
);
export type SubAdminAddRequest = Static<typeof SubAdminAddRequest>;

export const SubAdminEditRequest = Type.Object(
  {
    id: SubAdminId,
    ...editable,
    status: Type.Optional(accountStatus({ description: 'Left out: unchanged' })),
    password: Type.Optional(
      Password('Optional reset: a new password; the account is signed out everywhere'),
    ),
    permissions: Type.Optional(
      ref(Permissions, {
        description: "Left out: unchanged. Takes effect on the account's next request",
      }),
    ),
    version: ExpectedVersion,
  },
  { $id: 'SubAdminEditRequest', additionalProperties: false },
);
export type SubAdminEditRequest = Static<typeof SubAdminEditRequest>;

export const SubAdminApproveRequest = Type.Object(
  {
    id: SubAdminId,
    permissions: Type.Optional(
      ref(Permissions, { description: 'Left out: every section read-only, no reveal' }),
    ),
  },
  { $id: 'SubAdminApproveRequest', additionalProperties: false },
);

export const SubAdminStatusRequest = Type.Object(
  { id: SubAdminId, status: AccountStatus },
  { $id: 'SubAdminStatusRequest', additionalProperties: false },
);

/** A list page, plus how many registrations wait for approval in the whole list. */
const SubAdminPage = Type.Object(
  {
    ...listEnvelope(ref(AdminUser)).properties,
    pending_count: Type.Integer({
      minimum: 0,
      description: 'Registrations waiting for approval in the whole list, whatever the filters',
    }),
  },
  { description: 'One page of the list' },
);

export const SubAdminIdRequest = Type.Object(
  { id: SubAdminId },
  { $id: 'SubAdminIdRequest', additionalProperties: false, description: 'Names one sub admin' },
);

const schemas = [
  SubAdminAddRequest,
  SubAdminEditRequest,
  SubAdminApproveRequest,
  SubAdminStatusRequest,
  SubAdminIdRequest,
];

/* ------------------------------------------------------------------ rules */

export const SUB_ADMIN_MESSAGES = {
  notFound: 'Sub admin not found',
  duplicateEmail: 'An account with this email already exists',
  disableSelf: 'You cannot disable your own account',
  deleteSelf: 'You cannot delete your own account',
  awaitingApproval: 'This registration is waiting for approval: approve or reject it first',
  notPendingApprove: 'Only a registration waiting for approval can be approved',
  notPendingReject: 'Only a registration waiting for approval can be rejected',
} as const;

/** Only role 2 accounts are managed here; administrators are not addressable. */
function findSubAdmin(store: Store, id: number): AdminRecord {
  const admin = store.admins.findById(id);
  if (!admin || admin.role !== SUB_ADMIN_ROLE) throw notFound(SUB_ADMIN_MESSAGES.notFound);
  return admin;
}

/** Edits and status changes are for approved accounts; a registration is approved or rejected. */
function refusePending(admin: AdminRecord) {
  if (admin.status === 'pending') {
    throw conflict(SUB_ADMIN_MESSAGES.awaitingApproval, 'registration_pending');
  }
}

function findPending(store: Store, id: number, action: 'approve' | 'reject'): AdminRecord {
  const admin = findSubAdmin(store, id);
  if (admin.status !== 'pending') {
    const message =
      action === 'approve'
        ? SUB_ADMIN_MESSAGES.notPendingApprove
        : SUB_ADMIN_MESSAGES.notPendingReject;
    throw conflict(message, 'not_pending', { params: { action } });
  }
  return admin;
}

function ensureEmailFree(store: Store, email: string, exceptId?: number) {
  const owner = store.admins.findByEmail(email);
  if (owner && owner.id !== exceptId) {
    const message = SUB_ADMIN_MESSAGES.duplicateEmail;
    throw conflict(message, 'duplicate', { errors: [fieldError('email', message, 'duplicate')] });
  }
}

function refuseSelf(request: FastifyRequest, id: number, action: 'disable' | 'delete') {
  if (currentAuth(request).user.id === id) {
    const message =
      action === 'disable' ? SUB_ADMIN_MESSAGES.disableSelf : SUB_ADMIN_MESSAGES.deleteSelf;
    throw conflict(message, 'own_account', { params: { action } });
  }
}

/** "+91 98765 43210" from any accepted spelling; null for none. */
function formatMobile(mobile: string | null | undefined): string | null {
  if (!mobile) return null;
  const digits = mobile.replace(/\D/g, '').slice(-10);
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** preValidation: spaces only, or null, mean no mobile number. */
async function blankMobile(request: FastifyRequest) {
  const body = request.body as Record<string, unknown> | null | undefined;
  if (body && typeof body === 'object' && 'mobile' in body) {
    body.mobile = typeof body.mobile === 'string' ? body.mobile.trim() : (body.mobile ?? '');
  }
}

/* ------------------------------------------------------------------ the list */

/** Columns the list sorts by, with the order each means without `order`. */
export const SUB_ADMIN_SORTS = { name: 'asc', created: 'desc' } as const;
type SubAdminSort = keyof typeof SUB_ADMIN_SORTS;

/** The view of the list (filters and sort): its query without the page, and the export's body. */
const subAdminView = {
  search: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(ListStatus),
  ...sortQuery(SUB_ADMIN_SORTS, 'registrations waiting for approval first, then newest first'),
};
const SubAdminExportRequest = Type.Object(subAdminView, {
  additionalProperties: false,
  description: 'The sub admin list view to export: its filters and sort',
});
type SubAdminView = Static<typeof SubAdminExportRequest>;

const newest = newestFirst<AdminRecord>('created_at');
const SORTING = {
  firsts: SUB_ADMIN_SORTS,
  columns: {
    name: { value: (admin) => fullName(admin), text: true },
    created: { value: (admin) => admin.created_at },
  } satisfies Record<SubAdminSort, SortColumn<AdminRecord>>,
  // Without `sort` (and for ties): registrations waiting for approval first, then newest first.
  byDefault: (a: AdminRecord, b: AdminRecord) =>
    Number(b.status === 'pending') - Number(a.status === 'pending') || newest(a, b),
};

/** The sub admins of a view, filtered and in order: what the list pages and the export writes. */
function subAdminRows(store: Store, view: SubAdminView): AdminRecord[] {
  const { search, status } = view;
  const matches = searchMatcher(search);
  const rows = store.admins
    .all()
    .filter(
      (admin) =>
        admin.role === SUB_ADMIN_ROLE &&
        (!status || admin.status === status) &&
        (!matches || matches(fullName(admin), admin.email, admin.mobile)),
    );
  return sortList(rows, SORTING, view);
}

const SUB_ADMIN_CSV: CsvColumn<AdminUser>[] = [
  { header: 'Sub admin ID', value: (row) => row.id },
  { header: 'Name', value: (row) => row.full_name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Mobile', value: (row) => row.mobile },
  { header: 'Status', value: (row) => row.status },
  { header: 'Created (IST)', value: (row) => indiaDateTime(row.created_at) },
  { header: 'Last changed (IST)', value: (row) => indiaDateTime(row.updated_at) },
  { header: 'Last changed by', value: (row) => row.updated_by },
];

/* ------------------------------------------------------------------ routes */

const subAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store } = app;
  const normalise = [trimBody('full_name', 'email'), blankMobile];

  const subAdmins = versionedRecords({
    what: 'sub admin',
    notFound: SUB_ADMIN_MESSAGES.notFound,
    table: () => store.admins,
    excludes: (admin: AdminRecord) => admin.role !== SUB_ADMIN_ROLE,
    present: presentAdmin,
  });

  app.get(
    '/sub_admin_list',
    {
      schema: {
        summary: 'Sub admins, a page at a time',
        description: `Registrations waiting for approval (status \`pending\`) first, then newest first, unless \`sort\` says otherwise. \`search\` matches name, e-mail or mobile. \`pending_count\` counts every registration waiting for approval, whatever the search, filter and page.`,
        querystring: Type.Object(
          { ...pageQuery, ...subAdminView },
          { additionalProperties: false },
        ),
        response: {
          200: SubAdminPage,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const rows = subAdminRows(store, request.query);
      const pending_count = store.admins
        .all()
        .filter((admin) => admin.role === SUB_ADMIN_ROLE && admin.status === 'pending').length;
      return {
        ...pageOf('Sub admin list loaded', rows.map(presentAdmin), request.query),
        pending_count,
      };
    },
  );

  await app.register(
    exportRoutes({
      name: 'sub-admins',
      path: '/sub_admin_export',
      what: 'sub admins',
      query: SubAdminExportRequest,
      *rows(view) {
        for (const admin of subAdminRows(store, view)) yield presentAdmin(admin);
      },
      columns: SUB_ADMIN_CSV,
    }),
  );

  app.post(
    '/sub_admin_detail',
    {
      schema: {
        summary: 'One sub admin',
        body: ref(SubAdminIdRequest),
        response: { 200: envelope(ref(AdminUser)), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok('Sub admin loaded', presentAdmin(findSubAdmin(store, request.body.id))),
  );

  app.post(
    '/sub_admin_add',
    {
      config: { changes: true },
      preValidation: normalise,
      schema: {
        summary: 'Create a sub admin (role 2)',
        description: `The account can sign in at once, unless created disabled. Duplicate e-mail (any case): 409. Too many passwords waiting to be hashed: 503 with \`Retry-After\`.`,
        body: ref(SubAdminAddRequest),
        response: { 201: envelope(ref(AdminUser)), ...errorResponses(400, 401, 403, 409, 503) },
      },
    },
    async (request, reply) => {
      const { full_name, email, mobile, status = 'active', password, permissions } = request.body;
      ensureEmailFree(store, email);
      const password_hash = await app.passwords.hash(password);
      ensureEmailFree(store, email); // again: another request may have taken it while hashing
      const admin = store.admins.create({
        role: SUB_ADMIN_ROLE,
        ...splitName(full_name),
        email,
        mobile: formatMobile(mobile),
        image_url: null,
        status,
        password_hash,
        permissions: copyPermissions(permissions ?? DEFAULT_SUB_ADMIN_PERMISSIONS),
        updated_by: editorName(request),
      });
      recordActivity(request, {
        ...aboutAccount(admin),
        action: 'create',
        changes: [
          ...fieldChanges('admin', {}, accountValues(admin)),
          ...permissionChanges(null, admin.permissions),
        ],
      });
      return reply.code(201).send(ok('Sub admin created', presentAdmin(admin)));
    },
  );

  app.post(
    '/sub_admin_edit',
    {
      config: { changes: true },
      preValidation: normalise,
      schema: editSchema(SubAdminEditRequest, AdminUser, {
        summary: 'Change a sub admin, optionally resetting the password',
        description: `Disabling, a password reset or a new e-mail address (not just a change of case) ends the account's sessions. A registration waiting for approval: 409. With \`version\`: 409 with the account as it is now if it changed since. A password reset when too many passwords wait to be hashed: 503 with \`Retry-After\`.`,
        more: [403, 503],
      }),
    },
    async (request) => {
      const { id, full_name, email, mobile, status, password, permissions, version } = request.body;
      if (status === 'disabled') refuseSelf(request, id, 'disable');
      const before = subAdmins.current(id, version);
      refusePending(before);
      const valuesBefore = accountValues(before);
      const permissionsBefore = copyPermissions(before.permissions);
      ensureEmailFree(store, email, id);
      const password_hash = password ? await app.passwords.hash(password) : undefined;
      // Checked again after hashing: the account may have been changed or deleted meanwhile.
      ensureEmailFree(store, email, id);
      // The sign-in name changes: whoever holds a session signed in as the old address.
      const newEmail = before.email.toLowerCase() !== email.toLowerCase();
      const admin = subAdmins.save(request, id, version, {
        ...splitName(full_name),
        email,
        ...(mobile !== undefined ? { mobile: formatMobile(mobile) } : {}),
        ...(password_hash ? { password_hash } : {}),
        ...(status ? { status } : {}),
        ...(permissions ? { permissions: copyPermissions(permissions) } : {}),
      });
      if (status === 'disabled' || password_hash || newEmail) revokeUserSessions(store, id);
      // One entry per kind of change: the fields, the permissions, the password (never its value).
      const changes = fieldChanges('admin', valuesBefore, accountValues(admin));
      const granted = permissionChanges(permissionsBefore, admin.permissions);
      if (changes.length > 0 || (granted.length === 0 && !password_hash)) {
        recordActivity(request, { ...aboutAccount(admin), action: 'edit', changes });
      }
      if (granted.length > 0) {
        recordActivity(request, {
          ...aboutAccount(admin),
          action: 'permissions',
          changes: granted,
        });
      }
      if (password_hash) recordActivity(request, { ...aboutAccount(admin), action: 'password' });
      return ok('Sub admin updated', presentAdmin(admin));
    },
  );

  app.post(
    '/sub_admin_status_update',
    {
      config: { changes: true },
      schema: {
        summary: 'Enable or disable a sub admin',
        description: `Disabling ends the account's sessions; it cannot sign in until enabled. Your own account, or a registration waiting for approval: 409.`,
        body: ref(SubAdminStatusRequest),
        response: { 200: envelope(ref(AdminUser)), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, status } = request.body;
      if (status === 'disabled') refuseSelf(request, id, 'disable');
      const current = subAdmins.current(id, undefined);
      refusePending(current);
      const before = current.status;
      const admin = subAdmins.save(request, id, undefined, { status });
      if (before !== status) {
        recordActivity(request, {
          ...aboutAccount(admin),
          action: 'status',
          changes: fieldChanges('admin', { status: before }, { status }),
        });
      }
      if (status === 'disabled') revokeUserSessions(store, id);
      const message = status === 'disabled' ? 'Sub admin disabled' : 'Sub admin enabled';
      return ok(message, presentAdmin(admin));
    },
  );

  app.post(
    '/sub_admin_delete',
    {
      config: { changes: true },
      schema: {
        summary: 'Delete a sub admin for good',
        description: `The account's sessions end. Your own account: 409.`,
        body: ref(SubAdminIdRequest),
        response: { 200: envelope(Type.Null()), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.body;
      refuseSelf(request, id, 'delete');
      const admin = findSubAdmin(store, id);
      store.admins.remove(id);
      recordActivity(request, { ...aboutAccount(admin), action: 'delete' });
      revokeUserSessions(store, id);
      return ok('Sub admin deleted', null);
    },
  );

  app.post(
    '/sub_admin_approve',
    {
      config: { changes: true },
      schema: {
        summary: 'Approve a registration: it becomes an active sub admin',
        description: `The account can then sign in with the password it registered with. Not waiting for approval: 409.`,
        body: ref(SubAdminApproveRequest),
        response: { 200: envelope(ref(AdminUser)), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const pending = findPending(store, request.body.id, 'approve');
      const { id } = pending;
      const valuesBefore = accountValues(pending);
      const permissionsBefore = copyPermissions(pending.permissions);
      const permissions = copyPermissions(request.body.permissions ?? READ_ONLY_PERMISSIONS);
      const admin = subAdmins.save(request, id, undefined, { status: 'active', permissions });
      recordActivity(request, {
        ...aboutAccount(admin),
        action: 'approve',
        changes: [
          ...fieldChanges('admin', valuesBefore, accountValues(admin)),
          ...permissionChanges(permissionsBefore, admin.permissions),
        ],
      });
      return ok('Registration approved', presentAdmin(admin));
    },
  );

  app.post(
    '/sub_admin_reject',
    {
      config: { changes: true },
      schema: {
        summary: 'Reject a registration: it is deleted',
        description: `The address may register again. Not waiting for approval: 409.`,
        body: ref(SubAdminIdRequest),
        response: { 200: envelope(Type.Null()), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const admin = findPending(store, request.body.id, 'reject');
      store.admins.remove(admin.id);
      recordActivity(request, { ...aboutAccount(admin), action: 'reject' });
      return ok('Registration rejected', null);
    },
  );
};

export default {
  ...declaredSection('sub_admins', 'Sub admin accounts (administrators only)'),
  schemas,
  routes: subAdminRoutes,
} satisfies Section;
