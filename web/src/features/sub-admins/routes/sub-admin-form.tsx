import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { RecordHistory } from '@/components/activity/record-history';
import { RecordFormScreen } from '@/components/ui/record-form-screen';
import type { AdminUser } from '@/lib/api-schema.gen';
import { href, paths } from '@/lib/paths';
import { PENDING_STATUS, useSubAdminDetail } from '../api/sub-admins';
import { SubAdminForm } from '../components/sub-admin-form';

/** A registration is approved or rejected from the list, not edited. */
function RegistrationWaiting({ admin }: { admin: AdminUser }) {
  return (
    <Alert variant="warning">
      <Alert.Heading as="h2" className="h5">
        Registration waiting for approval
      </Alert.Heading>
      <p className="mb-0">
        {admin.full_name} ({admin.email}) registered and cannot sign in yet. Approve or reject the
        registration first:{' '}
        <Link to={href(paths.subAdmins.list, { status: PENDING_STATUS })}>
          pending registrations
        </Link>
        .
      </p>
    </Alert>
  );
}

/** One screen for /app/sub-Admin/add (new) and /app/sub-Admin/add?id=3 (edit). */
export default function SubAdminFormRoute() {
  return (
    <RecordFormScreen
      what="sub admin"
      listPath={paths.subAdmins.list}
      add={{
        title: 'Add sub admin',
        description: 'The new account can sign in at once with the e-mail and password you set.',
      }}
      edit={{
        title: 'Edit sub admin',
        description: "Change the account's details or status, or set a new password.",
      }}
      useRecord={useSubAdminDetail}
    >
      {(admin) =>
        admin ? (
          <>
            {admin.status === PENDING_STATUS ? (
              <RegistrationWaiting admin={admin} />
            ) : (
              <SubAdminForm key={admin.id} admin={admin} />
            )}
            <div className="mt-3">
              <RecordHistory
                section="sub_admins"
                recordId={admin.id}
                accountName={admin.full_name}
              />
            </div>
          </>
        ) : (
          <SubAdminForm />
        )
      }
    </RecordFormScreen>
  );
}
