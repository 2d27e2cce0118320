import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import type { Versioned } from '@/lib/stale-edit';
import { useListReturn } from './list-return';
import { SubmitButton } from './submit-button';
import { useNavigateAfterSave } from './unsaved-changes';
import { VersionedForm, type VersionedFormProps } from './versioned-form';
import { useT } from './messages.gen';

type PageFormProps<R extends Versioned, V extends object, T> = Omit<
  VersionedFormProps<R, V, T>,
  'name' | 'onSaved' | 'onDirtyChange'
> & {
  /** The form's accessible name: adding (also its button, "Add state") and editing. */
  titles: { add: string; edit: string };
  /** Its list: Cancel and a save return to it as it was left. */
  listPath: string;
  /** Where a save leads instead, from the values saved and the list as it was left. */
  savedTo?: (values: V, list: string) => string;
  /** The card's width at the most, e.g. '36rem'. */
  maxWidth: string;
};

/**
 * The add/edit form of a screen of its own (a `VersionedForm` in a card): its fields, then
 * "Add …" or "Save changes" and Cancel; a save returns to the list.
 */
export function PageForm<R extends Versioned, V extends object, T>({
  titles,
  listPath,
  savedTo,
  maxWidth,
  record,
  children,
  ...form
}: PageFormProps<R, V, T>) {
  const t = useT();
  const navigate = useNavigateAfterSave();
  const list = useListReturn(listPath);
  return (
    <Card className="shadow-sm" style={{ maxWidth }}>
      <Card.Body>
        <VersionedForm
          {...form}
          record={record}
          name={record ? titles.edit : titles.add}
          onSaved={(_, values) => navigate(savedTo ? savedTo(values, list) : list)}
        >
          {(props) => (
            <>
              {children(props)}
              <div className="d-flex gap-2">
                <SubmitButton busy={props.isSubmitting}>
                  {record ? t('ui.form.save') : titles.add}
                </SubmitButton>
                <Link to={list} className="btn btn-outline-secondary">
                  {t('ui.cancel')}
                </Link>
              </div>
            </>
          )}
        </VersionedForm>
      </Card.Body>
    </Card>
  );
}
