import { useField } from 'formik';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import type { AccessLevel, PermissionSection } from '@/lib/access';
import type { Permissions } from '@/lib/api-schema.gen';
import { PERMISSION_SECTIONS, sectionLabel } from '@/lib/sections';

const LEVELS: { value: AccessLevel; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'read', label: 'Read only' },
  { value: 'write', label: 'Read & write' },
];

/** "All sections", "Read-only", "5 of 9 sections, 2 read-only", "… · may reveal": for the list. */
export function permissionsSummary(permissions: Permissions): string {
  const levels = PERMISSION_SECTIONS.map((section) => permissions.sections[section]);
  const shown = levels.filter((level) => level !== 'none').length;
  const readOnly = levels.filter((level) => level === 'read').length;
  let summary: string;
  if (shown === 0) summary = 'No sections';
  else if (shown === PERMISSION_SECTIONS.length && readOnly === 0) summary = 'All sections';
  else if (shown === PERMISSION_SECTIONS.length && readOnly === shown) summary = 'Read-only';
  else {
    summary = `${shown} of ${PERMISSION_SECTIONS.length} sections`;
    if (readOnly > 0) summary += `, ${readOnly} read-only`;
  }
  return permissions.reveal ? `${summary} · may reveal personal data` : summary;
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
  const setLevel = (section: PermissionSection, level: AccessLevel) =>
    onChange({ ...value, sections: { ...value.sections, [section]: level } });
  return (
    <fieldset className="mb-3" disabled={disabled} aria-describedby={`${id}-hint`}>
      <legend className="form-label fs-6 fw-semibold">Permissions</legend>
      <p className="small text-secondary" id={`${id}-hint`}>
        What this account may use. Read only: it may look but not add, edit, delete or change a
        status. Sub Admin, Brodcast and Setting stay with administrators.
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
                    key={level.value}
                    inline
                    type="radio"
                    className="mb-0"
                    id={`${labelId}-${level.value}`}
                    name={`${id}-${section}`}
                    label={level.label}
                    checked={value.sections[section] === level.value}
                    onChange={() => setLevel(section, level.value)}
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
        label="May reveal personal data"
        checked={value.reveal}
        onChange={(event) => onChange({ ...value, reveal: event.target.checked })}
        aria-describedby={`${id}-reveal-hint`}
      />
      <p className="small text-secondary mb-0" id={`${id}-reveal-hint`}>
        Drivers&apos; mobile numbers, e-mails and licence numbers are masked for sub admins; with
        this they may reveal them, and every reveal is logged. It needs drivers read access.
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
