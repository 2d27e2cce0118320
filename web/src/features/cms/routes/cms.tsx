import { Link } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';

export default function CmsRoute() {
  return (
    <ContentLayout
      title="CMS"
      description="Content pages of the driver app."
      actions={
        <Link to="/app/cms/police" className="btn btn-outline-primary">
          Police list
        </Link>
      }
    />
  );
}
