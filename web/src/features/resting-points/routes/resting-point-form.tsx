import { RecordFormScreen } from '@/components/ui/record-form-screen';
import { paths } from '@/lib/paths';
import { useRestingPointDetail } from '../api/resting-points';
import { RestingPointForm } from '../components/resting-point-form';
import { useT } from '../messages.gen';

/** /app/resting-points/add adds; /app/resting-points/add?id=12 edits resting point 12. */
export default function RestingPointFormRoute() {
  const t = useT();
  return (
    <RecordFormScreen
      what={t('restingPoints.noun.one')}
      listPath={paths.restingPoints.list}
      add={{ title: t('restingPoints.add'), description: t('restingPoints.form.addDescription') }}
      edit={{
        title: t('restingPoints.edit'),
        description: t('restingPoints.form.editDescription'),
      }}
      useRecord={useRestingPointDetail}
    >
      {(point) => <RestingPointForm key={point?.id} point={point} />}
    </RecordFormScreen>
  );
}
