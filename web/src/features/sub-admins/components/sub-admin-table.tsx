import { useMemo, type ReactNode } from 'react';
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
import { around, ELEMENT } from '@/lib/i18n';
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
import { useT } from '../messages.gen';

type Action = 'delete' | 'disable' | 'enable' | 'approve' | 'reject';

/** The call each confirmed action makes. */
const CALLS: Record<Action, (admin: AdminUser) => Promise<unknown>> = {
  delete: ({ id }) => deleteSubAdmin({ id }),
  disable: ({ id }) => setSubAdminStatus({ id, status: 'disabled' }),
  enable: ({ id }) => setSubAdminStatus({ id, status: 'active' }),
  approve: ({ id }) => approveSubAdmin({ id }),
  reject: ({ id }) => rejectSubAdmin({ id }),
};

/** How each action's confirmation looks; its words are `subAdmins.*.<action>` in the catalog. */
const VARIANT: Record<Action, { button: string; confirm: string }> = {
  delete: { button: 'outline-danger', confirm: 'danger' },
  disable: { button: 'outline-secondary', confirm: 'warning' },
  enable: { button: 'outline-success', confirm: 'primary' },
  approve: { button: 'success', confirm: 'success' },
  reject: { button: 'outline-danger', confirm: 'danger' },
};

/**
 * Edit, Disable or Enable, Delete for an approved account; Approve or Reject a registration. The
 * first is the row's button, the others are in its "⋯" menu.
 */
function actionsFor(admin: AdminUser): (Action | 'edit')[] {
  if (admin.status === PENDING_STATUS) return ['approve', 'reject'];
  return ['edit', admin.status === 'active' ? 'disable' : 'enable', 'delete'];
}

export function SubAdminTable({
  admins,
  sorting,
}: {
  admins: AdminUser[];
  sorting?: TableSorting;
}) {
  const { run } = useApiMutation();
  const t = useT();
  const columns = useMemo<Column[]>(
    () => [
      { label: t('subAdmins.table.name'), sort: 'name' },
      { label: t('subAdmins.table.email'), from: 'xl' },
      { label: t('subAdmins.table.mobile'), from: 'xl' },
      { label: t('subAdmins.table.status') },
      { label: t('subAdmins.table.permissions'), from: 'md' },
      { label: t('subAdmins.table.created'), from: 'xl', sort: 'created' },
      ACTIONS_COLUMN,
    ],
    [t],
  );

  /** The account in bold, then what the action does to it. */
  const accountAndEffect = (admin: AdminUser, action: Action) => {
    const [before, after] = around(
      t('subAdmins.account', {
        name: ELEMENT,
        email: admin.email,
        effect: t(`subAdmins.effect.${action}`),
      }),
    );
    return (
      <>
        {before}
        <strong>{admin.full_name}</strong>
        {after}
      </>
    );
  };

  /** The row's button and the confirmation of an action. */
  const confirmed = (admin: AdminUser, action: Action, body: ReactNode) => ({
    label: t(`subAdmins.action.${action}`),
    variant: VARIANT[action].button,
    confirm: {
      title: t(`subAdmins.confirm.${action}`),
      body,
      confirmLabel: t(`subAdmins.action.${action}`),
      variant: VARIANT[action].confirm,
    },
  });

  const rowAction = (admin: AdminUser, action: Action | 'edit'): RowAction => {
    if (action === 'edit') {
      return { label: t('subAdmins.action.edit'), to: paths.subAdmins.edit(admin.id) };
    }
    if (action === 'approve') return approveAction(admin);
    const name = admin.full_name;
    return {
      ...confirmed(admin, action, <p className="mb-0">{accountAndEffect(admin, action)}</p>),
      onSelect: () =>
        run<unknown>(() => CALLS[action](admin), {
          success: {
            title: t(`subAdmins.done.${action}`),
            message: t(`subAdmins.doneMessage.${action}`, { name }),
          },
          failure: t(`subAdmins.failed.${action}`, { name }),
          // The list answer carries the pending count too, so this refreshes both.
          revalidate: SUB_ADMIN_PATHS,
        }),
    };
  };

  /** Approve, choosing first what the new sub admin may use (read-only everywhere to start). */
  const approveAction = (admin: AdminUser): RowAction => {
    const choice = { permissions: readOnlyPermissions() };
    const name = admin.full_name;
    const action = confirmed(
      admin,
      'approve',
      <>
        <p>{accountAndEffect(admin, 'approve')}</p>
        <ApprovalPermissions choice={choice} />
      </>,
    );
    return {
      ...action,
      confirm: { ...action.confirm, size: 'lg' },
      onSelect: () =>
        run<unknown>(() => approveSubAdmin({ id: admin.id, permissions: choice.permissions }), {
          success: {
            title: t('subAdmins.done.approve'),
            message: t('subAdmins.doneMessage.approve', {
              name,
              permissions: permissionsSummary(choice.permissions),
            }),
          },
          failure: t('subAdmins.failed.approve', { name }),
          revalidate: SUB_ADMIN_PATHS,
        }),
    };
  };

  return (
    <ListTable caption={t('subAdmins.table.caption')} columns={columns} sorting={sorting}>
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
