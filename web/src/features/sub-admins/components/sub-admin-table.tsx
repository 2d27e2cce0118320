import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StatusBadge } from '@/components/ui/status-badge';
import { useApiMutation } from '@/lib/api-query';
import type { AdminUser } from '@/lib/api-schema.gen';
import { formatDate } from '@/lib/format';
import {
  approveSubAdmin,
  deleteSubAdmin,
  PENDING_STATUS,
  rejectSubAdmin,
  setSubAdminStatus,
  SUB_ADMIN_PATHS,
} from '../api/sub-admins';

type Action = 'delete' | 'disable' | 'enable' | 'approve' | 'reject';
type Asked = { action: Action; admin: AdminUser };

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

export function SubAdminTable({ admins }: { admins: AdminUser[] }) {
  const { run, pending } = useApiMutation();
  const [asked, setAsked] = useState<Asked | null>(null);

  const confirm = async () => {
    if (!asked) return;
    const { action, admin } = asked;
    const result = await run<unknown>(() => CALLS[action](admin), {
      success: { title: SUCCESS_TITLE[action], message: `${admin.full_name} was ${PAST[action]}.` },
      failure: `${admin.full_name} could not be ${PAST[action]}. Please try again.`,
      // The list answer carries the pending count too, so this refreshes both.
      revalidate: SUB_ADMIN_PATHS,
    });
    if (result.ok) setAsked(null);
  };

  const dialog = asked ? DIALOG[asked.action] : DIALOG.delete;

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
          {admins.map((admin) => (
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
              <td className="d-none d-lg-table-cell text-nowrap">{formatDate(admin.created_at)}</td>
              <td>
                {admin.status === PENDING_STATUS ? (
                  <RegistrationActions admin={admin} onAsk={setAsked} />
                ) : (
                  <AccountActions admin={admin} onAsk={setAsked} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <ConfirmDialog
        show={asked !== null}
        title={dialog.title}
        confirmLabel={dialog.confirm}
        variant={dialog.variant}
        busy={pending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsked(null)}
      >
        <p className="mb-0">
          <strong>{asked?.admin.full_name}</strong> ({asked?.admin.email}). {dialog.effect}
        </p>
      </ConfirmDialog>
    </>
  );
}

type ActionsProps = { admin: AdminUser; onAsk: (asked: Asked) => void };
const ACTIONS_CLASS = 'd-flex flex-column flex-sm-row gap-2 align-items-end justify-content-end';

/** Edit, Disable or Enable, Delete: for accounts that have been approved. */
function AccountActions({ admin, onAsk }: ActionsProps) {
  const active = admin.status === 'active';
  return (
    <div className={ACTIONS_CLASS}>
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
        onClick={() => onAsk({ action: active ? 'disable' : 'enable', admin })}
        aria-label={`${active ? 'Disable' : 'Enable'} ${admin.full_name}`}
      >
        {active ? 'Disable' : 'Enable'}
      </Button>
      <Button
        size="sm"
        variant="outline-danger"
        onClick={() => onAsk({ action: 'delete', admin })}
        aria-label={`Delete ${admin.full_name}`}
      >
        Delete
      </Button>
    </div>
  );
}

/** Approve or Reject: a registration waiting for approval can only be decided on. */
function RegistrationActions({ admin, onAsk }: ActionsProps) {
  return (
    <div className={ACTIONS_CLASS}>
      <Button
        size="sm"
        variant="success"
        onClick={() => onAsk({ action: 'approve', admin })}
        aria-label={`Approve ${admin.full_name}`}
      >
        Approve
      </Button>
      <Button
        size="sm"
        variant="outline-danger"
        onClick={() => onAsk({ action: 'reject', admin })}
        aria-label={`Reject ${admin.full_name}`}
      >
        Reject
      </Button>
    </div>
  );
}
