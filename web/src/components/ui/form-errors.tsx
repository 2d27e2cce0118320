import { useFormikContext } from 'formik';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useT } from './messages.gen';

/**
 * What a form does after a submit that failed on a field, the browser's check or the server's:
 * the focus moves to the first field shown as invalid, and a long form lists every such field at
 * its top, each a link to the field. A field counts as invalid when the form shows it so
 * (`aria-invalid="true"`); its label, or `data-error-label` when the control's own label would not
 * name the problem (a group of checkboxes), and its message (the `…-error` element it is
 * described by) are read from the page, so any field component takes part.
 */

export type InvalidField = { id: string; label: string; message: string };

const INVALID = '[aria-invalid="true"]';

function messageOf(control: HTMLElement): { id: string; text: string } | null {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/);
  const id = ids.find((candidate) => candidate.endsWith('-error'));
  const text = id ? control.ownerDocument.getElementById(id)?.textContent?.trim() : undefined;
  return id && text ? { id, text } : null;
}

function labelOf(control: HTMLElement): string {
  const label =
    control.dataset.errorLabel ??
    (control as HTMLInputElement).labels?.[0]?.textContent ??
    control.getAttribute('aria-label') ??
    '';
  return label.trim();
}

/** The fields `form` shows as invalid, in reading order; controls sharing a message count once. */
export function invalidFields(form: HTMLElement): InvalidField[] {
  const seen = new Set<string>();
  const fields: InvalidField[] = [];
  for (const control of form.querySelectorAll<HTMLElement>(INVALID)) {
    const message = messageOf(control);
    const key = message?.id ?? control.id;
    if (!control.id || seen.has(key)) continue;
    seen.add(key);
    fields.push({ id: control.id, label: labelOf(control), message: message?.text ?? '' });
  }
  return fields;
}

function focusField(control: HTMLElement) {
  control.focus({ preventScroll: true });
  // Centred, so the sticky header cannot cover it (jsdom has no scrolling).
  control.scrollIntoView?.({ block: 'center' });
}

/**
 * Moves the focus to the first invalid field of `form`. A confirmation dialog that is closing
 * (e.g. "Send broadcast?") hands the focus back to where it came from once it is gone: the field
 * takes it from there. Answers a cleanup.
 */
export function focusFirstInvalid(form: HTMLElement): () => void {
  const dialog = Array.from(document.querySelectorAll('.modal')).find((d) => !d.contains(form));
  if (!dialog) {
    const first = form.querySelector<HTMLElement>(INVALID);
    if (first) focusField(first);
    return () => undefined;
  }
  const stop = () => {
    document.removeEventListener('focusin', onFocusIn);
    window.clearTimeout(expiry);
  };
  function onFocusIn() {
    if (dialog?.isConnected) return;
    stop();
    const first = form.querySelector<HTMLElement>(INVALID);
    if (first) focusField(first);
  }
  document.addEventListener('focusin', onFocusIn);
  // A dialog gone without handing the focus back must not make a later click jump to the field.
  const expiry = window.setTimeout(stop, 5_000);
  return stop;
}

function ErrorSummary({ fields }: { fields: InvalidField[] }) {
  const count = fields.length;
  const t = useT();
  return (
    <Alert variant="danger" role="alert" aria-labelledby="form-error-summary-title">
      <Alert.Heading as="h2" className="h6" id="form-error-summary-title">
        {t('ui.form.fixFields', { count })}
      </Alert.Heading>
      <ul className="mb-0">
        {fields.map((field) => (
          <li key={field.id}>
            <a
              href={`#${field.id}`}
              className="alert-link"
              onClick={(event) => {
                event.preventDefault();
                const control = document.getElementById(field.id);
                if (control) focusField(control);
              }}
            >
              {field.label}
            </a>
            {field.message && `: ${field.message}`}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

const sameFields = (a: InvalidField[], b: InvalidField[]) =>
  a.length === b.length &&
  a.every((field, i) => field.id === b[i]?.id && field.message === b[i]?.message);

/**
 * Render at the top of a Formik form. After a submit that ends with errors the focus goes to the
 * first invalid field; with `summary` (forms longer than a screen) the invalid fields are listed
 * here until they are fixed. What was typed is never touched.
 */
export function FormErrors({ summary = false }: { summary?: boolean }) {
  const formik = useFormikContext<unknown>();
  const { isSubmitting, submitCount } = formik;
  const hasErrors = Object.keys(formik.errors as object).length > 0;
  const anchor = useRef<HTMLDivElement>(null);
  const wasSubmitting = useRef(isSubmitting);
  const [fields, setFields] = useState<InvalidField[]>([]);

  useEffect(() => {
    const finished = wasSubmitting.current && !isSubmitting;
    wasSubmitting.current = isSubmitting;
    const form = anchor.current?.closest('form');
    if (finished && hasErrors && form) return focusFirstInvalid(form);
  }, [isSubmitting, hasErrors]);

  // The summary follows the fields as they are shown: they change with the form's state.
  const { values, errors, touched } = formik;
  useLayoutEffect(() => {
    if (!summary) return;
    const form = anchor.current?.closest('form');
    const now = form && submitCount > 0 ? invalidFields(form) : [];
    setFields((before) => (sameFields(before, now) ? before : now));
  }, [summary, submitCount, values, errors, touched]);

  return <div ref={anchor}>{summary && fields.length > 0 && <ErrorSummary fields={fields} />}</div>;
}
