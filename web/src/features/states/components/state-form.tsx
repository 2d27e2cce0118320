import { Form, Formik } from 'formik';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { FormErrors } from '@/components/ui/form-errors';
import { useListReturn } from '@/components/ui/list-return';
import { SubmitButton } from '@/components/ui/submit-button';
import { FormProblem } from '@/components/ui/form-problem';
import { UnsavedChangesPrompt, useNavigateAfterSave } from '@/components/ui/unsaved-changes';
import { useFormMutation } from '@/lib/api-query';
import { useVersionedEdit } from '@/lib/stale-edit';
import type { StateRow } from '@/lib/api-schema.gen';
import { PLACE_DEPENDENT_PATHS, PLACE_STATUS_OPTIONS } from '@/lib/geography';
import { paths } from '@/lib/paths';
import { addState, editState, STATE_FAILURE } from '../api/states';
import { STATE_FIELD_LABELS, stateRequest, stateSchema, stateValues } from './state-schema';

/** Adds a state (no `state`) or edits one. A failure keeps what was typed and says why. */
export function StateForm({ state }: { state?: StateRow }) {
  const navigate = useNavigateAfterSave();
  const list = useListReturn(paths.states.list);
  const edit = useVersionedEdit(state, STATE_FIELD_LABELS, stateValues);
  const { problem, submit } = useFormMutation(edit);

  return (
    <Card className="shadow-sm" style={{ maxWidth: '36rem' }}>
      <Card.Body>
        <Formik
          initialValues={stateValues(state)}
          validationSchema={stateSchema}
          onSubmit={async (values, { setErrors }) => {
            const input = stateRequest(values);
            const result = await submit(
              () =>
                state
                  ? editState({ id: state.id, ...input, version: edit.version })
                  : addState(input),
              {
                success: state
                  ? { title: 'State saved', message: `${input.name} was saved.` }
                  : { title: 'State added', message: `${input.name} (${input.code}) was added.` },
                failure: STATE_FAILURE,
                setErrors,
                revalidate: PLACE_DEPENDENT_PATHS,
              },
            );
            if (result.ok) navigate(list);
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label={state ? 'Edit state' : 'Add state'}>
              <UnsavedChangesPrompt />
              <FormErrors />
              <FormProblem problem={problem} edit={edit} />
              <TextField name="name" label="State name" hint="e.g. Maharashtra. Must be unique." />
              <TextField
                name="code"
                label="Code"
                hint="The 2 or 3 letters on number plates, e.g. MH. Must be unique."
              />
              <SelectField name="status" label="Status" options={PLACE_STATUS_OPTIONS} />
              <div className="d-flex gap-2">
                <SubmitButton busy={isSubmitting}>
                  {state ? 'Save changes' : 'Add state'}
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
