import BsForm from 'react-bootstrap/Form';
import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { PageForm } from '@/components/ui/page-form';
import type { StaleRecordOf } from '@/lib/api-contract';
import { fieldsOf } from '@/lib/form-values';
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
  SUB_ADMIN_LABELS,
  subAdminFields,
  subAdminSchema,
  subAdminValues,
  type SubAdminFormValues,
} from './sub-admin-schema';
import { PermissionsField } from './permissions-editor';

const field = fieldsOf<SubAdminFormValues>(SUB_ADMIN_LABELS);

function PasswordFields({ password }: { password: string }) {
  return (
    <>
      <TextField
        {...field('password')}
        type="password"
        autoComplete="new-password"
        hint={passwordHint(password)}
      />
      <TextField {...field('confirm_password')} type="password" autoComplete="new-password" />
    </>
  );
}

/** Adds a sub admin (no `admin`) or edits one. A failure keeps what was typed and says why. */
export function SubAdminForm({ admin }: { admin?: StaleRecordOf<'/sub_admin_edit'> }) {
  const editing = admin !== undefined;

  return (
    <PageForm
      titles={{ add: 'Add sub admin', edit: 'Edit sub admin' }}
      listPath={paths.subAdmins.list}
      maxWidth="42rem"
      record={admin}
      initialValues={subAdminValues(admin)}
      toValues={subAdminValues}
      validationSchema={subAdminSchema(editing)}
      labels={SUB_ADMIN_LABELS}
      save={(values, version) => {
        const fields = subAdminFields(values);
        return admin
          ? editSubAdmin({
              id: admin.id,
              ...fields,
              ...(values.reset_password ? { password: values.password } : {}),
              version,
            })
          : addSubAdmin({ ...fields, password: values.password });
      }}
      success={(values) => {
        const fields = subAdminFields(values);
        return editing
          ? { title: 'Sub admin saved', message: `${fields.full_name} was saved.` }
          : {
              title: 'Sub admin added',
              message: `${fields.full_name} can now sign in with ${fields.email}.`,
            };
      }}
      failure={SUB_ADMIN_FAILURE}
      revalidate={SUB_ADMIN_PATHS}
      summary
    >
      {({ values, setFieldValue }) => (
        <>
          <TextField {...field('full_name')} autoComplete="off" />
          <TextField
            {...field('email')}
            type="email"
            autoComplete="off"
            hint="They sign in with it. Must not belong to another account."
          />
          <TextField
            {...field('mobile')}
            label={`${SUB_ADMIN_LABELS.mobile} (optional)`}
            type="tel"
            autoComplete="off"
            placeholder="+91 98765 43210"
          />
          <SelectField
            {...field('status')}
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
                label={SUB_ADMIN_LABELS.reset_password}
                checked={values.reset_password}
                onChange={(event) => void setFieldValue('reset_password', event.target.checked)}
              />
              {values.reset_password && (
                <>
                  <p className="small text-secondary">
                    {admin?.full_name} will be signed out everywhere and must use the new password.
                    Tell them in person or by phone.
                  </p>
                  <PasswordFields password={values.password} />
                </>
              )}
            </>
          ) : (
            <PasswordFields password={values.password} />
          )}
        </>
      )}
    </PageForm>
  );
}
