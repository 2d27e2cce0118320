import { RecordFormScreen } from '@/components/ui/record-form-screen';
import { paths } from '@/lib/paths';
import { useCompanies } from '../api/companies';
import { CompanyForm } from '../components/company-form';
import { useT } from '../messages.gen';

/** The API has no detail call for a company: it is found in the whole list. */
function useCompany(id: number | null) {
  const { data, error, isLoading, mutate } = useCompanies();
  const company = data?.body.find((row) => row.company_id === id);
  return { data: data && { body: company }, error, isLoading, mutate };
}

/** /app/add-edit-company adds; /app/add-edit-company?id=12 edits company 12. */
export default function CompanyFormRoute() {
  const t = useT();
  return (
    <RecordFormScreen
      what={t('companies.noun.one')}
      listPath={paths.companies.list}
      add={{ title: t('companies.add'), description: t('companies.form.addDescription') }}
      edit={{ title: t('companies.edit'), description: t('companies.form.editDescription') }}
      useRecord={useCompany}
    >
      {(company) => <CompanyForm key={company?.company_id} company={company} />}
    </RecordFormScreen>
  );
}
