import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StatusBadge } from '@/components/ui/status-badge';
import { useApiMutation } from '@/lib/api-query';
import type { AdminUser } from '@/lib/api-schema.gen';
import { formatDate } from '@/lib/format';
import { deleteSubAdmin, setSubAdminStatus, SUB_ADMIN_PATHS } from '../api/sub-admins';

type Pending = { action: 'delete' | 'disable' | 'enable'; admin: AdminUser };

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
} as const;

export function SubAdminTable({ admins }: { admins: AdminUser[] }) {
  const run = useApiMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    const { action, admin } = pending;
    setBusy(true);
    const result = await run<unknown>(
      () =>
        action === 'delete'
          ? deleteSubAdmin({ id: admin.id })
          : setSubAdminStatus({
              id: admin.id,
              status: action === 'disable' ? 'disabled' : 'active',
            }),
      {
        success: {
          title: action === 'delete' ? 'Sub admin deleted' : `Sub admin ${action}d`,
          message: `${admin.full_name} was ${action}d.`,
        },
        failure: `${admin.full_name} could not be ${action}d. Please try again.`,
        revalidate: SUB_ADMIN_PATHS,
      },
    );
    setBusy(false);
    if (result.ok) setPending(null);
  };

  const dialog = pending ? DIALOG[pending.action] : DIALOG.delete;

  return (
    <>
      <Table responsive hover className="align-middle mb-0">
        <caption className="visually-hidden">Sub admin accounts</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col" className="d-none d-lg-table-cell">
              Email
            </th>
            <th scope="col" className="d-none d-lg-table-cell">
              Mobile
            </th>
            <th scope="col">Status</th>
            <th scope="col" className="d-none d-lg-table-cell">
              Created
            </th>
            <th scope="col" className="text-end">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {admins.map((admin) => {
            const active = admin.status === 'active';
            return (
              <tr key={admin.id}>
                <td>
                  <div className="fw-semibold">{admin.full_name}</div>
                  {/* Phones: the columns hidden below lg, under the name. */}
                  <div className="d-lg-none small text-secondary text-break">
                    {admin.email}
                    {admin.mobile ? ` · ${admin.mobile}` : ''}
                  </div>
                </td>
                <td className="d-none d-lg-table-cell">{admin.email}</td>
                <td className="d-none d-lg-table-cell text-nowrap">{admin.mobile ?? '—'}</td>
                <td>
                  <StatusBadge status={admin.status} />
                </td>
                <td className="d-none d-lg-table-cell text-nowrap">
                  {formatDate(admin.created_at)}
                </td>
                <td>
                  <div className="d-flex flex-column flex-sm-row gap-2 align-items-end justify-content-end">
                    <Link
                      to={`/app/sub-Admin/add?id=${admin.id}`}
                      className="btn btn-sm btn-outline-primary"
                      aria-label={`Edit ${admin.full_name}`}
                    >
                      Edit
                    </Link>
                    <Button
                      size="sm"
                      variant={active ? 'outline-warning' : 'outline-success'}
                      onClick={() => setPending({ action: active ? 'disable' : 'enable', admin })}
                      aria-label={`${active ? 'Disable' : 'Enable'} ${admin.full_name}`}
                    >
                      {active ? 'Disable' : 'Enable'}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() => setPending({ action: 'delete', admin })}
                      aria-label={`Delete ${admin.full_name}`}
                    >
                      Delete
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <ConfirmDialog
        show={pending !== null}
        title={dialog.title}
        confirmLabel={dialog.confirm}
        variant={dialog.variant}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        <p className="mb-0">
          <strong>{pending?.admin.full_name}</strong> ({pending?.admin.email}). {dialog.effect}
        </p>
      </ConfirmDialog>
    </>
  );
}
