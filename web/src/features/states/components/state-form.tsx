import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { PageForm } from '@/components/ui/page-form';
import type { StaleRecordOf } from '@/lib/api-contract';
import { PLACE_DEPENDENT_PATHS, PLACE_STATUS_OPTIONS } from '@/lib/geography';
import { paths } from '@/lib/paths';
import { addState, editState, STATE_FAILURE } from '../api/states';
import { STATE_LABELS, stateRequest, stateSchema, stateValues } from './state-schema';

/** Adds a state (no `state`) or edits one. A failure keeps what was typed and says why. */
export function StateForm({ state }: { state?: StaleRecordOf<'/state_edit'> }) {
  return (
    <PageForm
      titles={{ add: 'Add state', edit: 'Edit state' }}
      listPath={paths.states.list}
      maxWidth="36rem"
      record={state}
      initialValues={stateValues(state)}
      toValues={stateValues}
      validationSchema={stateSchema}
      labels={STATE_LABELS}
      save={(values, version) => {
        const input = stateRequest(values);
        return state ? editState({ id: state.id, ...input, version }) : addState(input);
      }}
      success={(values) => {
        const input = stateRequest(values);
        return state
          ? { title: 'State saved', message: `${input.name} was saved.` }
          : { title: 'State added', message: `${input.name} (${input.code}) was added.` };
      }}
      failure={STATE_FAILURE}
      revalidate={PLACE_DEPENDENT_PATHS}
    >
      {({ field }) => (
        <>
          <TextField {...field('name')} hint="e.g. Maharashtra. Must be unique." />
          <TextField
            {...field('code')}
            hint="The 2 or 3 letters on number plates, e.g. MH. Must be unique."
          />
          <SelectField {...field('status')} options={PLACE_STATUS_OPTIONS} />
        </>
      )}
    </PageForm>
  );
}
