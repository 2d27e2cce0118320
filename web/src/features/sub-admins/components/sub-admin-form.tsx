import BsForm from 'react-bootstrap/Form';
import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { PageForm } from '@/components/ui/page-form';
import type { StaleRecordOf } from '@/lib/api-contract';
import { fieldsOf, type FieldOf } from '@/lib/form-values';
import { passwordHint } from '@/lib/password';
import { paths } from '@/lib/paths';
import {
  accountStatusOptions,
  addSubAdmin,
  editSubAdmin,
  SUB_ADMIN_PATHS,
} from '../api/sub-admins';
import { useT } from '../messages.gen';
import {
  subAdminFields,
  subAdminLabels,
  subAdminSchema,
  subAdminValues,
  type SubAdminFormValues,
} from './sub-admin-schema';
import { PermissionsField } from './permissions-editor';

function PasswordFields({
  password,
  field,
}: {
  password: string;
  field: FieldOf<SubAdminFormValues>;
}) {
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
  const t = useT();
  // In the language of the moment: useT re-renders the form when it changes.
  const labels = subAdminLabels();
  const field = fieldsOf<SubAdminFormValues>(labels);

  return (
    <PageForm
      titles={{ add: t('subAdmins.form.add'), edit: t('subAdmins.form.edit') }}
      listPath={paths.subAdmins.list}
      maxWidth="42rem"
      record={admin}
      initialValues={subAdminValues(admin)}
      toValues={subAdminValues}
      validationSchema={subAdminSchema(editing)}
      labels={labels}
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
        const name = fields.full_name;
        return editing
          ? { title: t('subAdmins.saved.title'), message: t('subAdmins.saved.message', { name }) }
          : {
              title: t('subAdmins.added.title'),
              message: t('subAdmins.added.message', { name, email: fields.email }),
            };
      }}
      failure={t('subAdmins.failure')}
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
            hint={t('subAdmins.field.emailHint')}
          />
          <TextField
            {...field('mobile')}
            label={t('subAdmins.field.mobileOptional')}
            type="tel"
            autoComplete="off"
            placeholder="+91 98765 43210"
          />
          <SelectField
            {...field('status')}
            options={accountStatusOptions()}
            hint={t('subAdmins.field.statusHint')}
          />
          <PermissionsField name="permissions" />
          {editing ? (
            <>
              <BsForm.Check
                type="switch"
                id="field-reset_password"
                className="mb-3"
                label={labels.reset_password}
                checked={values.reset_password}
                onChange={(event) => void setFieldValue('reset_password', event.target.checked)}
              />
              {values.reset_password && (
                <>
                  <p className="small text-secondary">
                    {t('subAdmins.field.resetHint', { name: admin?.full_name ?? '' })}
                  </p>
                  <PasswordFields password={values.password} field={field} />
                </>
              )}
            </>
          ) : (
            <PasswordFields password={values.password} field={field} />
          )}
        </>
      )}
    </PageForm>
  );
}
