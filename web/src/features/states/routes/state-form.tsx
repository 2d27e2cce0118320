import { useParams } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';

/** One screen for /app/state/add and /app/state/edit/:id. */
export default function StateFormRoute() {
  const { id } = useParams();
  return id ? (
    <ContentLayout title="Edit state" description={`Change the details of state #${id}.`} />
  ) : (
    <ContentLayout title="Add state" description="Add a state or union territory." />
  );
}
