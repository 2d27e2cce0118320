import { RecordFormScreen } from '@/components/ui/record-form-screen';
import { paths } from '@/lib/paths';
import { useRestingPointDetail } from '../api/resting-points';
import { RestingPointForm } from '../components/resting-point-form';

/** /app/resting-points/add adds; /app/resting-points/add?id=12 edits resting point 12. */
export default function RestingPointFormRoute() {
  return (
    <RecordFormScreen
      what="resting point"
      listPath={paths.restingPoints.list}
      add={{ title: 'Add resting point', description: 'A place where drivers can stop and rest.' }}
      edit={{
        title: 'Edit resting point',
        description: 'Change what drivers see about this place.',
      }}
      useRecord={useRestingPointDetail}
    >
      {(point) => <RestingPointForm key={point?.id} point={point} />}
    </RecordFormScreen>
  );
}
