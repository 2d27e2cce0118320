import { TextField } from '@/components/ui/form-field';
import { PageForm } from '@/components/ui/page-form';
import type { StaleRecordOf } from '@/lib/api-contract';
import { paths } from '@/lib/paths';
import { addCompany, COMPANY_DEPENDENT_PATHS, editCompany } from '../api/companies';
import { useT } from '../messages.gen';
import { companyLabels, companySchema, companyValues } from './company-schema';

/**
 * Add (no `company`) or rename a company. A failure keeps the typed name and says why; a rename
 * someone else overtook shows what they changed (sending the version it loaded).
 */
export function CompanyForm({ company }: { company?: StaleRecordOf<'/company_edit'> }) {
  const t = useT();
  return (
    <PageForm
      titles={{ add: t('companies.add'), edit: t('companies.edit') }}
      listPath={paths.companies.list}
      maxWidth="36rem"
      record={company}
      initialValues={companyValues(company)}
      toValues={companyValues}
      validationSchema={companySchema}
      labels={companyLabels()}
      save={(values, version) => {
        const company_name = values.company_name.trim();
        return company
          ? editCompany({ company_id: company.company_id, company_name, version })
          : addCompany({ company_name });
      }}
      success={(values) => {
        const company_name = values.company_name.trim();
        return company
          ? {
              title: t('companies.form.saved'),
              message: t('companies.form.savedMessage', { name: company_name }),
            }
          : {
              title: t('companies.form.added'),
              message: t('companies.form.addedMessage', { name: company_name }),
            };
      }}
      failure={t('companies.failure')}
      revalidate={COMPANY_DEPENDENT_PATHS}
    >
      {({ field }) => (
        <>
          <TextField
            {...field('company_name')}
            autoComplete="organization"
            hint={t('companies.form.nameHint')}
          />
        </>
      )}
    </PageForm>
  );
}
