import Alert from 'react-bootstrap/Alert';
import { Link, useSearchParams } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { QueryState } from '@/components/ui/query-state';
import { useCompanies } from '../api/companies';
import { CompanyForm } from '../components/company-form';

/** /app/add-edit-company adds; /app/add-edit-company?id=12 edits company 12. */
export default function CompanyFormRoute() {
  const [search] = useSearchParams();
  const rawId = search.get('id');
  const companies = useCompanies();

  if (rawId === null) {
    return (
      <ContentLayout title="Add company" description="A transport company drivers can belong to.">
        <CompanyForm />
      </ContentLayout>
    );
  }

  const company = companies.data?.body.find((row) => String(row.company_id) === rawId);
  return (
    <ContentLayout title="Edit company" description="Rename a transport company.">
      <QueryState
        isLoading={companies.isLoading}
        loadingLabel="Loading company…"
        error={companies.error}
        onRetry={() => void companies.mutate()}
      >
        {company ? (
          <CompanyForm key={company.company_id} company={company} />
        ) : (
          <Alert variant="warning">
            <Alert.Heading as="h2" className="h5">
              Company not found
            </Alert.Heading>
            <p className="mb-0">
              There is no company #{rawId}; it may have been deleted.{' '}
              <Link to="/app/company">Go to the company list</Link>.
            </p>
          </Alert>
        )}
      </QueryState>
    </ContentLayout>
  );
}
