import { TextField } from '@/components/ui/form-field';
import { PageForm } from '@/components/ui/page-form';
import type { StaleRecordOf } from '@/lib/api-contract';
import { paths } from '@/lib/paths';
import {
  addCompany,
  COMPANY_DEPENDENT_PATHS,
  COMPANY_FAILURE,
  editCompany,
} from '../api/companies';
import { COMPANY_LABELS, companySchema, companyValues } from './company-schema';

/**
 * Add (no `company`) or rename a company. A failure keeps the typed name and says why; a rename
 * someone else overtook shows what they changed (sending the version it loaded).
 */
export function CompanyForm({ company }: { company?: StaleRecordOf<'/company_edit'> }) {
  return (
    <PageForm
      titles={{ add: 'Add company', edit: 'Edit company' }}
      listPath={paths.companies.list}
      maxWidth="36rem"
      record={company}
      initialValues={companyValues(company)}
      toValues={companyValues}
      validationSchema={companySchema}
      labels={COMPANY_LABELS}
      save={(values, version) => {
        const company_name = values.company_name.trim();
        return company
          ? editCompany({ company_id: company.company_id, company_name, version })
          : addCompany({ company_name });
      }}
      success={(values) => {
        const company_name = values.company_name.trim();
        return company
          ? { title: 'Company saved', message: `${company_name} was saved.` }
          : { title: 'Company added', message: `${company_name} was added.` };
      }}
      failure={COMPANY_FAILURE}
      revalidate={COMPANY_DEPENDENT_PATHS}
    >
      {({ field }) => (
        <>
          <TextField
            {...field('company_name')}
            autoComplete="organization"
            hint="As painted on the trucks, e.g. Shree Balaji Roadlines. Names must be unique."
          />
        </>
      )}
    </PageForm>
  );
}
