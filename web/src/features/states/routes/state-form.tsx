import { RecordFormScreen } from '@/components/ui/record-form-screen';
import { paths } from '@/lib/paths';
import { useStateDetail } from '../api/states';
import { StateForm } from '../components/state-form';
import { useT } from '../messages.gen';

/** One screen for /app/state/add and /app/state/edit/:id. */
export default function StateFormRoute() {
  const t = useT();
  return (
    <RecordFormScreen
      what={t('states.noun.one')}
      listPath={paths.states.list}
      add={{ title: t('states.add'), description: t('states.form.addDescription') }}
      edit={{ title: t('states.form.edit'), description: t('states.form.editDescription') }}
      useRecord={useStateDetail}
    >
      {(state) => <StateForm key={state?.id} state={state} />}
    </RecordFormScreen>
  );
}
