import { Form, Formik } from 'formik';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { FormErrors } from '@/components/ui/form-errors';
import { TextField } from '@/components/ui/form-field';
import { useListReturn } from '@/components/ui/list-return';
import { SubmitButton } from '@/components/ui/submit-button';
import { FormProblem } from '@/components/ui/form-problem';
import { UnsavedChangesPrompt, useNavigateAfterSave } from '@/components/ui/unsaved-changes';
import { useFormMutation } from '@/lib/api-query';
import { useVersionedEdit } from '@/lib/stale-edit';
import type { CompanyRow } from '@/lib/api-schema.gen';
import { paths } from '@/lib/paths';
import {
  addCompany,
  COMPANY_DEPENDENT_PATHS,
  COMPANY_FAILURE,
  editCompany,
} from '../api/companies';
import { COMPANY_FIELD_LABELS, companySchema, companyValues } from './company-schema';

/**
 * Add (no `company`) or rename a company. A failure keeps the typed name and says why; a rename
 * someone else overtook shows what they changed (sending the version it loaded).
 */
export function CompanyForm({ company }: { company?: CompanyRow }) {
  const navigate = useNavigateAfterSave();
  const list = useListReturn(paths.companies.list);
  const edit = useVersionedEdit(company, COMPANY_FIELD_LABELS, companyValues);
  const { problem, submit } = useFormMutation(edit);

  return (
    <Card className="shadow-sm" style={{ maxWidth: '36rem' }}>
      <Card.Body>
        <Formik
          initialValues={companyValues(company)}
          validationSchema={companySchema}
          onSubmit={async (values, { setErrors }) => {
            const company_name = values.company_name.trim();
            const result = company
              ? await submit(
                  () =>
                    editCompany({
                      company_id: company.company_id,
                      company_name,
                      version: edit.version,
                    }),
                  {
                    success: { title: 'Company saved', message: `${company_name} was saved.` },
                    failure: COMPANY_FAILURE,
                    setErrors,
                    revalidate: COMPANY_DEPENDENT_PATHS,
                  },
                )
              : await submit(() => addCompany({ company_name }), {
                  success: { title: 'Company added', message: `${company_name} was added.` },
                  failure: COMPANY_FAILURE,
                  setErrors,
                  revalidate: COMPANY_DEPENDENT_PATHS,
                });
            if (result.ok) navigate(list);
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label={company ? 'Edit company' : 'Add company'}>
              <UnsavedChangesPrompt />
              <FormErrors />
              <FormProblem problem={problem} edit={edit} />
              <TextField
                name="company_name"
                label="Company name"
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
            </Form>
          )}
        </Formik>
      </Card.Body>
    </Card>
  );
}
