import Alert from 'react-bootstrap/Alert';
import { Link, useSearchParams } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { MissingRecord } from '@/components/ui/missing-record';
import { QueryState } from '@/components/ui/query-state';
import { PENDING_STATUS, useSubAdminDetail } from '../api/sub-admins';
import { SubAdminForm } from '../components/sub-admin-form';

/** One screen for /app/sub-Admin/add (new) and /app/sub-Admin/add?id=3 (edit). */
export default function SubAdminFormRoute() {
  const [search] = useSearchParams();
  const rawId = search.get('id');
  const id = rawId !== null && /^[1-9]\d*$/.test(rawId) ? Number(rawId) : null;
  const detail = useSubAdminDetail(id);

  if (rawId === null) {
    return (
      <ContentLayout
        title="Add sub admin"
        description="The new account can sign in at once with the e-mail and password you set."
      >
        <SubAdminForm />
      </ContentLayout>
    );
  }

  return (
    <ContentLayout
      title="Edit sub admin"
      description="Change the account's details or status, or set a new password."
    >
      <QueryState
        isLoading={detail.isLoading}
        loadingLabel="Loading sub admin…"
        error={detail.error?.status === 404 ? null : detail.error}
        onRetry={() => void detail.mutate()}
      >
        {detail.data?.body.status === PENDING_STATUS ? (
          <Alert variant="warning">
            <Alert.Heading as="h2" className="h5">
              Registration waiting for approval
            </Alert.Heading>
            <p className="mb-0">
              {detail.data.body.full_name} ({detail.data.body.email}) registered and cannot sign in
              yet. Approve or reject the registration first:{' '}
              <Link to={`/app/sub-Admin?status=${PENDING_STATUS}`}>pending registrations</Link>.
            </p>
          </Alert>
        ) : detail.data?.body ? (
          <SubAdminForm key={detail.data.body.id} admin={detail.data.body} />
        ) : (
          <MissingRecord
            what="sub admin"
            id={rawId}
            listPath="/app/sub-Admin"
            listName="sub admin list"
          />
        )}
      </QueryState>
    </ContentLayout>
  );
}
