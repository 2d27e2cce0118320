import { ContentLayout } from '@/components/layout/content-layout';
import { LoadedRecord } from '@/components/ui/missing-record';
import { paths } from '@/lib/paths';
import { useEditedId } from '@/lib/use-edited-id';
import { useCompanies } from '../api/companies';
import { CompanyForm } from '../components/company-form';

/** /app/add-edit-company adds; /app/add-edit-company?id=12 edits company 12. */
export default function CompanyFormRoute() {
  const { raw, id } = useEditedId();
  const companies = useCompanies();

  if (raw === null) {
    return (
      <ContentLayout title="Add company" description="A transport company drivers can belong to.">
        <CompanyForm />
      </ContentLayout>
    );
  }

  return (
    <ContentLayout title="Edit company" description="Rename a transport company.">
      {/* The API has no detail call for a company: it is found in the whole list. */}
      <LoadedRecord
        what="company"
        listPath={paths.companies.list}
        query={companies}
        record={companies.data?.body.find((row) => row.company_id === id)}
      >
        {(company) => <CompanyForm key={company.company_id} company={company} />}
      </LoadedRecord>
    </ContentLayout>
  );
}
