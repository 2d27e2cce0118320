import { ContentLayout } from '@/components/layout/content-layout';
import { LoadedRecord } from '@/components/ui/missing-record';
import { paths } from '@/lib/paths';
import { useEditedId } from '@/lib/use-edited-id';
import { useStateDetail } from '../api/states';
import { StateForm } from '../components/state-form';

/** One screen for /app/state/add and /app/state/edit/:id. */
export default function StateFormRoute() {
  const { raw, id } = useEditedId();
  const detail = useStateDetail(raw === null ? null : id);

  if (raw === null) {
    return (
      <ContentLayout title="Add state" description="Add a state or union territory.">
        <StateForm />
      </ContentLayout>
    );
  }

  return (
    <ContentLayout title="Edit state" description="Change a state's name, code or status.">
      <LoadedRecord
        what="state"
        listPath={paths.states.list}
        query={detail}
        record={detail.data?.body}
      >
        {(state) => <StateForm key={state.id} state={state} />}
      </LoadedRecord>
    </ContentLayout>
  );
}
