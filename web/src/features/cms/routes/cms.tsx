import Card from 'react-bootstrap/Card';
import { Link, useSearchParams } from 'react-router-dom';
import { CMS_TABS } from '@/components/layout/navigation';
import { SectionTabs } from '@/components/layout/section-tabs';
import { ContentLayout } from '@/components/layout/content-layout';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/lib/paths';
import { useCmsPage, useCmsPages } from '../api/cms';
import { CmsEditor } from '../components/cms-editor';
import { CmsPageList } from '../components/cms-page-list';
import { NotAllowed } from '@/components/errors/not-allowed';
import { useMayChange } from '@/lib/use-access';

function PageEditor({ slug }: { slug: string }) {
  const { data, error, isLoading, mutate } = useCmsPage(slug);
  const page = data?.body;
  return (
    <ContentLayout
      title={page ? `Edit ${page.title}` : 'Edit page'}
      description="Drivers see this page in the app. The preview shows it as they will."
    >
      <QueryState
        isLoading={isLoading}
        loadingLabel="Loading page…"
        error={error?.status === 404 ? null : error}
        onRetry={() => void mutate()}
        isEmpty={!page}
        emptyMessage={
          <>
            There is no page “{slug}”. <Link to={paths.cms.list}>Go to the pages</Link>.
          </>
        }
      >
        {page && <CmsEditor key={page.id} page={page} />}
      </QueryState>
    </ContentLayout>
  );
}

function PageList() {
  const { data, error, isLoading, mutate } = useCmsPages();
  const pages = data?.body ?? [];
  return (
    <ContentLayout
      title="Pages"
      description="Content pages of the driver app. The police contacts and the policies drivers see have their own tabs."
    >
      <SectionTabs {...CMS_TABS} />
      <Card className="shadow-sm">
        <Card.Body>
          <QueryState
            isLoading={isLoading}
            loadingLabel="Loading pages…"
            error={error}
            onRetry={() => void mutate()}
            isEmpty={pages.length === 0}
            emptyMessage="There are no content pages."
          >
            <CmsPageList pages={pages} />
          </QueryState>
        </Card.Body>
      </Card>
    </ContentLayout>
  );
}

/** /app/cms lists the pages; /app/cms?page=faq edits one, so the editor has its own address. */
export default function CmsRoute() {
  const [search] = useSearchParams();
  const slug = search.get('page');
  const mayChange = useMayChange('cms');
  if (slug && !mayChange) return <NotAllowed reason="read" />;
  return slug ? <PageEditor key={slug} slug={slug} /> : <PageList />;
}
