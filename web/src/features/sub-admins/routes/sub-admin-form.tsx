import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { RecordHistory } from '@/components/activity/record-history';
import { RecordFormScreen } from '@/components/ui/record-form-screen';
import type { AdminUser } from '@/lib/api-schema.gen';
import { around, ELEMENT } from '@/lib/i18n';
import { href, paths } from '@/lib/paths';
import { PENDING_STATUS, useSubAdminDetail } from '../api/sub-admins';
import { SubAdminForm } from '../components/sub-admin-form';
import { useT } from '../messages.gen';

/** A registration is approved or rejected from the list, not edited. */
function RegistrationWaiting({ admin }: { admin: AdminUser }) {
  const t = useT();
  const [before, after] = around(
    t('subAdmins.form.waiting', { name: admin.full_name, email: admin.email, link: ELEMENT }),
  );
  return (
    <Alert variant="warning">
      <Alert.Heading as="h2" className="h5">
        {t('subAdmins.form.waitingTitle')}
      </Alert.Heading>
      <p className="mb-0">
        {before}
        <Link to={href(paths.subAdmins.list, { status: PENDING_STATUS })}>
          {t('subAdmins.form.waitingLink')}
        </Link>
        {after}
      </p>
    </Alert>
  );
}

/** One screen for /app/sub-Admin/add (new) and /app/sub-Admin/add?id=3 (edit). */
export default function SubAdminFormRoute() {
  const t = useT();
  return (
    <RecordFormScreen
      what={t('subAdmins.form.what')}
      listPath={paths.subAdmins.list}
      add={{ title: t('subAdmins.form.add'), description: t('subAdmins.form.addDescription') }}
      edit={{ title: t('subAdmins.form.edit'), description: t('subAdmins.form.editDescription') }}
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
