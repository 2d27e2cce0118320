import { useField } from 'formik';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import type { AccessLevel, PermissionSection } from '@/lib/access';
import type { Permissions } from '@/lib/api-schema.gen';
import { PERMISSION_SECTIONS, sectionLabel } from '@/lib/sections';
import { t, useT, type TextKey } from '../messages.gen';

const LEVELS = ['none', 'read', 'write'] as const satisfies readonly AccessLevel[];
const LEVEL_LABELS = {
  none: 'subAdmins.permissions.none',
  read: 'subAdmins.permissions.read',
  write: 'subAdmins.permissions.write',
} as const satisfies Record<AccessLevel, TextKey>;

/** "All sections", "Read-only", "5 of 9 sections, 2 read-only", "… · may reveal": for the list. */
export function permissionsSummary(permissions: Permissions): string {
  const levels = PERMISSION_SECTIONS.map((section) => permissions.sections[section]);
  const shown = levels.filter((level) => level !== 'none').length;
  const readOnly = levels.filter((level) => level === 'read').length;
  const total = PERMISSION_SECTIONS.length;
  let summary: string;
  if (shown === 0) summary = t('subAdmins.summary.noSections');
  else if (shown === total && readOnly === 0) summary = t('subAdmins.summary.allSections');
  else if (shown === total && readOnly === shown) summary = t('subAdmins.summary.readOnly');
  else if (readOnly === 0) summary = t('subAdmins.summary.some', { shown, total });
  else summary = t('subAdmins.summary.someReadOnly', { shown, total, readOnly });
  return permissions.reveal ? t('subAdmins.summary.reveal', { summary }) : summary;
}

type PermissionsEditorProps = {
  value: Permissions;
  onChange: (next: Permissions) => void;
  disabled?: boolean;
};

/**
 * Per section a choice of None, Read only or Read & write (a radio group named by the section),
 * and whether the account may reveal drivers' masked personal data.
 */
export function PermissionsEditor({ value, onChange, disabled }: PermissionsEditorProps) {
  const id = useId();
  const t = useT();
  const setLevel = (section: PermissionSection, level: AccessLevel) =>
    onChange({ ...value, sections: { ...value.sections, [section]: level } });
  return (
    <fieldset className="mb-3" disabled={disabled} aria-describedby={`${id}-hint`}>
      <legend className="form-label fs-6 fw-semibold">{t('subAdmins.permissions.legend')}</legend>
      <p className="small text-secondary" id={`${id}-hint`}>
        {t('subAdmins.permissions.hint')}
      </p>
      <div className="border rounded">
        {PERMISSION_SECTIONS.map((section, index) => {
          const labelId = `${id}-${section}`;
          return (
            <div
              key={section}
              role="radiogroup"
              aria-labelledby={labelId}
              className={`d-flex flex-wrap align-items-center gap-2 px-3 py-2${
                index > 0 ? ' border-top' : ''
              }`}
            >
              <span id={labelId} className="col-12 col-sm-auto me-sm-auto">
                {sectionLabel(section)}
              </span>
              {/* On a phone the choices go under the section's name, together. */}
              <div className="d-flex flex-wrap">
                {LEVELS.map((level) => (
                  <Form.Check
                    key={level}
                    inline
                    type="radio"
                    className="mb-0"
                    id={`${labelId}-${level}`}
                    name={`${id}-${section}`}
                    label={t(LEVEL_LABELS[level])}
                    checked={value.sections[section] === level}
                    onChange={() => setLevel(section, level)}
                  />
                ))}
              </div>
            </div>
          );
        })}
      </div>
      <Form.Check
        type="checkbox"
        className="mt-3"
        id={`${id}-reveal`}
        label={t('subAdmins.permissions.reveal')}
        checked={value.reveal}
        onChange={(event) => onChange({ ...value, reveal: event.target.checked })}
        aria-describedby={`${id}-reveal-hint`}
      />
      <p className="small text-secondary mb-0" id={`${id}-reveal-hint`}>
        {t('subAdmins.permissions.revealHint')}
      </p>
    </fieldset>
  );
}

/** The editor as a Formik field (`permissions` of the sub admin form). */
export function PermissionsField({ name }: { name: string }) {
  const [field, , helpers] = useField<Permissions>(name);
  return <PermissionsEditor value={field.value} onChange={(next) => void helpers.setValue(next)} />;
}

/**
 * The editor inside the approval dialog: it keeps its own choice (read-only to start) and writes
 * it into `choice`, which the dialog's Approve reads when it runs.
 */
export function ApprovalPermissions({ choice }: { choice: { permissions: Permissions } }) {
  const [permissions, setPermissions] = useState(choice.permissions);
  return (
    <PermissionsEditor
      value={permissions}
      onChange={(next) => {
        choice.permissions = next;
        setPermissions(next);
      }}
    />
  );
}
