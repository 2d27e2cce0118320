import { RecordFormScreen } from '@/components/ui/record-form-screen';
import { paths } from '@/lib/paths';
import { useStateDetail } from '../api/states';
import { StateForm } from '../components/state-form';

/** One screen for /app/state/add and /app/state/edit/:id. */
export default function StateFormRoute() {
  return (
    <RecordFormScreen
      what="state"
      listPath={paths.states.list}
      add={{ title: 'Add state', description: 'Add a state or union territory.' }}
      edit={{ title: 'Edit state', description: "Change a state's name, code or status." }}
      useRecord={useStateDetail}
    >
      {(state) => <StateForm key={state?.id} state={state} />}
    </RecordFormScreen>
  );
}
