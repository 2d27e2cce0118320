import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { TextField } from '@/components/ui/form-field';
import { useListReturn } from '@/components/ui/list-return';
import { SubmitButton } from '@/components/ui/submit-button';
import { useNavigateAfterSave } from '@/components/ui/unsaved-changes';
import { VersionedForm } from '@/components/ui/versioned-form';
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
  const navigate = useNavigateAfterSave();
  const list = useListReturn(paths.companies.list);

  return (
    <Card className="shadow-sm" style={{ maxWidth: '36rem' }}>
      <Card.Body>
        <VersionedForm
          record={company}
          initialValues={companyValues(company)}
          toValues={companyValues}
          validationSchema={companySchema}
          labels={COMPANY_LABELS}
          name={company ? 'Edit company' : 'Add company'}
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
          onSaved={() => navigate(list)}
        >
          {({ isSubmitting, field }) => (
            <>
              <TextField
                {...field('company_name')}
                autoComplete="organization"
                hint="As painted on the trucks, e.g. Shree Balaji Roadlines. Names must be unique."
              />
              <div className="d-flex gap-2">
                <SubmitButton busy={isSubmitting}>
                  {company ? 'Save changes' : 'Add company'}
                </SubmitButton>
                <Link to={list} className="btn btn-outline-secondary">
                  Cancel
                </Link>
              </div>
            </>
          )}
        </VersionedForm>
      </Card.Body>
    </Card>
  );
}
