import { ContentLayout } from '@/components/layout/content-layout';
import { LoadedRecord } from '@/components/ui/missing-record';
import { paths } from '@/lib/paths';
import { useEditedId } from '@/lib/use-edited-id';
import { useRestingPointDetail } from '../api/resting-points';
import { RestingPointForm } from '../components/resting-point-form';

/** /app/resting-points/add adds; /app/resting-points/add?id=12 edits resting point 12. */
export default function RestingPointFormRoute() {
  const { raw, id } = useEditedId();
  const detail = useRestingPointDetail(raw === null ? null : id);

  if (raw === null) {
    return (
      <ContentLayout
        title="Add resting point"
        description="A place where drivers can stop and rest."
      >
        <RestingPointForm />
      </ContentLayout>
    );
  }

  return (
    <ContentLayout
      title="Edit resting point"
      description="Change what drivers see about this place."
    >
      <LoadedRecord
        what="resting point"
        listPath={paths.restingPoints.list}
        query={detail}
        record={detail.data?.body}
      >
        {(point) => <RestingPointForm key={point.id} point={point} />}
      </LoadedRecord>
    </ContentLayout>
  );
}
