import { Form, Formik } from 'formik';
import BsForm from 'react-bootstrap/Form';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { TextField } from '@/components/ui/form-field';
import { FormErrors } from '@/components/ui/form-errors';
import { useListReturn } from '@/components/ui/list-return';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { FormProblem } from '@/components/ui/form-problem';
import { UnsavedChangesPrompt, useNavigateAfterSave } from '@/components/ui/unsaved-changes';
import { useFormMutation } from '@/lib/api-query';
import { useVersionedEdit } from '@/lib/stale-edit';
import type { AdminUser } from '@/lib/api-schema.gen';
import { passwordHint } from '@/lib/password';
import { paths } from '@/lib/paths';
import {
  ACCOUNT_STATUS_OPTIONS,
  addSubAdmin,
  editSubAdmin,
  SUB_ADMIN_FAILURE,
  SUB_ADMIN_PATHS,
} from '../api/sub-admins';
import {
  SUB_ADMIN_FIELD_LABELS,
  subAdminFields,
  subAdminSchema,
  subAdminValues,
} from './sub-admin-schema';
import { PermissionsField } from './permissions-editor';

function PasswordFields({ password }: { password: string }) {
  return (
    <>
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={passwordHint(password)}
      />
      <TextField
        name="confirm_password"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}

/** Adds a sub admin (no `admin`) or edits one. A failure keeps what was typed and says why. */
export function SubAdminForm({ admin }: { admin?: AdminUser }) {
  const navigate = useNavigateAfterSave();
  const list = useListReturn(paths.subAdmins.list);
  const edit = useVersionedEdit(admin, SUB_ADMIN_FIELD_LABELS, subAdminValues);
  const { problem, submit } = useFormMutation(edit);
  const editing = admin !== undefined;

  return (
    <Card className="shadow-sm" style={{ maxWidth: '42rem' }}>
      <Card.Body>
        <Formik
          initialValues={subAdminValues(admin)}
          validationSchema={subAdminSchema(editing)}
          onSubmit={async (values, { setErrors }) => {
            const fields = subAdminFields(values);
            const result = await submit(
              () =>
                admin
                  ? editSubAdmin({
                      id: admin.id,
                      ...fields,
                      ...(values.reset_password ? { password: values.password } : {}),
                      version: edit.version,
                    })
                  : addSubAdmin({ ...fields, password: values.password }),
              {
                success: editing
                  ? { title: 'Sub admin saved', message: `${fields.full_name} was saved.` }
                  : {
                      title: 'Sub admin added',
                      message: `${fields.full_name} can now sign in with ${fields.email}.`,
                    },
                failure: SUB_ADMIN_FAILURE,
                setErrors,
                revalidate: SUB_ADMIN_PATHS,
              },
            );
            if (result.ok) navigate(list);
          }}
        >
          {({ isSubmitting, values, setFieldValue }) => (
            <Form noValidate aria-label={editing ? 'Edit sub admin' : 'Add sub admin'}>
              <UnsavedChangesPrompt />
              <FormErrors summary />
              <FormProblem problem={problem} edit={edit} />
              <TextField name="full_name" label="Full name" autoComplete="off" />
              <TextField
                name="email"
                label="Email address"
                type="email"
                autoComplete="off"
                hint="They sign in with it. Must not belong to another account."
              />
              <TextField
                name="mobile"
                label="Mobile (optional)"
                type="tel"
                autoComplete="off"
                placeholder="+91 98765 43210"
              />
              <SelectField
                name="status"
                label="Status"
                options={ACCOUNT_STATUS_OPTIONS}
                hint="A disabled account cannot sign in; its open sessions end at once."
              />
              <PermissionsField name="permissions" />
              {editing ? (
                <>
                  <BsForm.Check
                    type="switch"
                    id="field-reset_password"
                    className="mb-3"
                    label="Set a new password"
                    checked={values.reset_password}
                    onChange={(event) => void setFieldValue('reset_password', event.target.checked)}
                  />
                  {values.reset_password && (
                    <>
                      <p className="small text-secondary">
                        {admin?.full_name} will be signed out everywhere and must use the new
                        password. Tell them in person or by phone.
                      </p>
                      <PasswordFields password={values.password} />
                    </>
                  )}
                </>
              ) : (
                <PasswordFields password={values.password} />
              )}
              <div className="d-flex gap-2">
                <SubmitButton busy={isSubmitting}>
                  {editing ? 'Save changes' : 'Add sub admin'}
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
