import {
  ACTIONS_COLUMN,
  ListTable,
  type Column,
  type TableSorting,
} from '@/components/ui/list-table';
import { RowActions, type RowAction } from '@/components/ui/row-actions';
import { StatusBadge } from '@/components/ui/status-badge';
import { useApiMutation } from '@/lib/api-query';
import type { AdminUser } from '@/lib/api-schema.gen';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { readOnlyPermissions } from '@/lib/sections';
import {
  approveSubAdmin,
  deleteSubAdmin,
  PENDING_STATUS,
  rejectSubAdmin,
  setSubAdminStatus,
  SUB_ADMIN_PATHS,
} from '../api/sub-admins';
import { ApprovalPermissions, permissionsSummary } from './permissions-editor';

type Action = 'delete' | 'disable' | 'enable' | 'approve' | 'reject';

/** The call each confirmed action makes. */
const CALLS: Record<Action, (admin: AdminUser) => Promise<unknown>> = {
  delete: ({ id }) => deleteSubAdmin({ id }),
  disable: ({ id }) => setSubAdminStatus({ id, status: 'disabled' }),
  enable: ({ id }) => setSubAdminStatus({ id, status: 'active' }),
  approve: ({ id }) => approveSubAdmin({ id }),
  reject: ({ id }) => rejectSubAdmin({ id }),
};

const DIALOG = {
  delete: {
    title: 'Delete sub admin?',
    confirm: 'Delete',
    variant: 'danger',
    effect: 'The account is removed for good and signed out everywhere. This cannot be undone.',
  },
  disable: {
    title: 'Disable sub admin?',
    confirm: 'Disable',
    variant: 'warning',
    effect: 'They are signed out at once and cannot sign in until the account is enabled again.',
  },
  enable: {
    title: 'Enable sub admin?',
    confirm: 'Enable',
    variant: 'primary',
    effect: 'They can sign in again with their password.',
  },
  approve: {
    title: 'Approve registration?',
    confirm: 'Approve',
    variant: 'success',
    effect:
      'They become a sub admin and can sign in with the password they registered with. Only approve people you know.',
  },
  reject: {
    title: 'Reject registration?',
    confirm: 'Reject',
    variant: 'danger',
    effect: 'The registration is deleted and they cannot sign in. The address may register again.',
  },
} as const;

/** "approved", "rejected", "disabled": what the toasts say was done. */
const PAST: Record<Action, string> = {
  delete: 'deleted',
  disable: 'disabled',
  enable: 'enabled',
  approve: 'approved',
  reject: 'rejected',
};
const SUCCESS_TITLE: Record<Action, string> = {
  delete: 'Sub admin deleted',
  disable: 'Sub admin disabled',
  enable: 'Sub admin enabled',
  approve: 'Registration approved',
  reject: 'Registration rejected',
};

/** The button of each action in a row. */
const BUTTON: Record<Action, { label: string; variant: string }> = {
  delete: { label: 'Delete', variant: 'outline-danger' },
  disable: { label: 'Disable', variant: 'outline-secondary' },
  enable: { label: 'Enable', variant: 'outline-success' },
  approve: { label: 'Approve', variant: 'success' },
  reject: { label: 'Reject', variant: 'outline-danger' },
};

/**
 * Edit, Disable or Enable, Delete for an approved account; Approve or Reject a registration. The
 * first is the row's button, the others are in its "⋯" menu.
 */
function actionsFor(admin: AdminUser): (Action | 'edit')[] {
  if (admin.status === PENDING_STATUS) return ['approve', 'reject'];
  return ['edit', admin.status === 'active' ? 'disable' : 'enable', 'delete'];
}

const COLUMNS: Column[] = [
  { label: 'Name', sort: 'name' },
  { label: 'Email', from: 'xl' },
  { label: 'Mobile', from: 'xl' },
  { label: 'Status' },
  { label: 'Permissions', from: 'md' },
  { label: 'Created', from: 'xl', sort: 'created' },
  ACTIONS_COLUMN,
];

export function SubAdminTable({
  admins,
  sorting,
}: {
  admins: AdminUser[];
  sorting?: TableSorting;
}) {
  const { run } = useApiMutation();

  const rowAction = (admin: AdminUser, action: Action | 'edit'): RowAction => {
    if (action === 'edit') return { label: 'Edit', to: paths.subAdmins.edit(admin.id) };
    if (action === 'approve') return approveAction(admin);
    const dialog = DIALOG[action];
    return {
      ...BUTTON[action],
      confirm: {
        title: dialog.title,
        body: (
          <p className="mb-0">
            <strong>{admin.full_name}</strong> ({admin.email}). {dialog.effect}
          </p>
        ),
        confirmLabel: dialog.confirm,
        variant: dialog.variant,
      },
      onSelect: () =>
        run<unknown>(() => CALLS[action](admin), {
          success: {
            title: SUCCESS_TITLE[action],
            message: `${admin.full_name} was ${PAST[action]}.`,
          },
          failure: `${admin.full_name} could not be ${PAST[action]}. Please try again.`,
          // The list answer carries the pending count too, so this refreshes both.
          revalidate: SUB_ADMIN_PATHS,
        }),
    };
  };

  /** Approve, choosing first what the new sub admin may use (read-only everywhere to start). */
  const approveAction = (admin: AdminUser): RowAction => {
    const dialog = DIALOG.approve;
    const choice = { permissions: readOnlyPermissions() };
    return {
      ...BUTTON.approve,
      confirm: {
        title: dialog.title,
        body: (
          <>
            <p>
              <strong>{admin.full_name}</strong> ({admin.email}). {dialog.effect}
            </p>
            <ApprovalPermissions choice={choice} />
          </>
        ),
        confirmLabel: dialog.confirm,
        variant: dialog.variant,
        size: 'lg',
      },
      onSelect: () =>
        run<unknown>(() => approveSubAdmin({ id: admin.id, permissions: choice.permissions }), {
          success: {
            title: SUCCESS_TITLE.approve,
            message: `${admin.full_name} was ${PAST.approve}: ${permissionsSummary(choice.permissions)}.`,
          },
          failure: `${admin.full_name} could not be ${PAST.approve}. Please try again.`,
          revalidate: SUB_ADMIN_PATHS,
        }),
    };
  };

  return (
    <ListTable caption="Sub admin accounts" columns={COLUMNS} sorting={sorting}>
      {admins.map((admin) => (
        <tr key={admin.id}>
          <td>
            <div className="fw-semibold">{admin.full_name}</div>
            {/* Below xl: the columns hidden there, under the name. */}
            <div className="d-xl-none small text-secondary text-break">
              {admin.email}
              {admin.mobile ? ` · ${admin.mobile}` : ''}
            </div>
          </td>
          <td className="d-none d-xl-table-cell text-break">{admin.email}</td>
          <td className="d-none d-xl-table-cell text-nowrap">{admin.mobile ?? '—'}</td>
          <td>
            <StatusBadge status={admin.status} />
          </td>
          <td className="d-none d-md-table-cell small">{permissionsSummary(admin.permissions)}</td>
          <td className="d-none d-xl-table-cell text-nowrap">{formatDate(admin.created_at)}</td>
          <td>
            <RowActions
              name={admin.full_name}
              actions={actionsFor(admin).map((action) => rowAction(admin, action))}
            />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
