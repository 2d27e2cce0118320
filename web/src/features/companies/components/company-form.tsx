import { Form, Formik } from 'formik';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { Link, useNavigate } from 'react-router-dom';
import { TextField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { serverFieldErrors, useApiMutation } from '@/lib/api-query';
import { failureMessage } from '@/lib/api-client';
import type { CompanyRow } from '@/lib/api-schema.gen';
import {
  addCompany,
  COMPANY_DEPENDENT_PATHS,
  COMPANY_FAILURE,
  editCompany,
} from '../api/companies';
import { companySchema } from './company-schema';

/** Add (no `company`) or rename a company. A failure keeps the typed name and says why. */
export function CompanyForm({ company }: { company?: CompanyRow }) {
  const run = useApiMutation();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <Card className="shadow-sm" style={{ maxWidth: '36rem' }}>
      <Card.Body>
        <Formik
          initialValues={{ company_name: company?.company_name ?? '' }}
          validationSchema={companySchema}
          onSubmit={async (values, { setErrors }) => {
            setProblem(null);
            const company_name = values.company_name.trim();
            const result = company
              ? await run(() => editCompany({ company_id: company.company_id, company_name }), {
                  success: { title: 'Company saved', message: `${company_name} was saved.` },
                  failure: COMPANY_FAILURE,
                  revalidate: COMPANY_DEPENDENT_PATHS,
                })
              : await run(() => addCompany({ company_name }), {
                  success: { title: 'Company added', message: `${company_name} was added.` },
                  failure: COMPANY_FAILURE,
                  revalidate: COMPANY_DEPENDENT_PATHS,
                });
            if (result.ok) {
              navigate('/app/company');
              return;
            }
            setErrors(serverFieldErrors(result.error));
            setProblem(failureMessage(result.error, COMPANY_FAILURE));
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label={company ? 'Edit company' : 'Add company'}>
              {problem && (
                <Alert variant="danger" role="alert">
                  {problem}
                </Alert>
              )}
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
                <Link to="/app/company" className="btn btn-outline-secondary">
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
