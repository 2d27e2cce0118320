import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { PageForm } from '@/components/ui/page-form';
import type { StaleRecordOf } from '@/lib/api-contract';
import { PLACE_DEPENDENT_PATHS, placeStatusOptions } from '@/lib/geography';
import { paths } from '@/lib/paths';
import { addState, editState } from '../api/states';
import { useT } from '../messages.gen';
import { stateLabels, stateRequest, stateSchema, stateValues } from './state-schema';

/** Adds a state (no `state`) or edits one. A failure keeps what was typed and says why. */
export function StateForm({ state }: { state?: StaleRecordOf<'/state_edit'> }) {
  const t = useT();
  return (
    <PageForm
      titles={{ add: t('states.add'), edit: t('states.form.edit') }}
      listPath={paths.states.list}
      maxWidth="36rem"
      record={state}
      initialValues={stateValues(state)}
      toValues={stateValues}
      validationSchema={stateSchema}
      labels={stateLabels()}
      save={(values, version) => {
        const input = stateRequest(values);
        return state ? editState({ id: state.id, ...input, version }) : addState(input);
      }}
      success={(values) => {
        const input = stateRequest(values);
        return state
          ? { title: t('states.form.saved'), message: t('states.form.savedMessage', input) }
          : { title: t('states.form.added'), message: t('states.form.addedMessage', input) };
      }}
      failure={t('states.failure')}
      revalidate={PLACE_DEPENDENT_PATHS}
    >
      {({ field }) => (
        <>
          <TextField {...field('name')} hint={t('states.form.nameHint')} />
          <TextField {...field('code')} hint={t('states.form.codeHint')} />
          <SelectField {...field('status')} options={placeStatusOptions()} />
        </>
      )}
    </PageForm>
  );
}
