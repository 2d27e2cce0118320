import Card from 'react-bootstrap/Card';
import { Link, useSearchParams } from 'react-router-dom';
import { CMS_TABS } from '@/components/layout/navigation';
import { SectionTabs } from '@/components/layout/section-tabs';
import { ContentLayout } from '@/components/layout/content-layout';
import { QueryState } from '@/components/ui/query-state';
import { around, ELEMENT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useCmsPage, useCmsPages } from '../api/cms';
import { CmsEditor } from '../components/cms-editor';
import { CmsPageList } from '../components/cms-page-list';
import { NotAllowed } from '@/components/errors/not-allowed';
import { useMayChange } from '@/lib/use-access';
import { useT } from '../messages.gen';

function PageEditor({ slug }: { slug: string }) {
  const { data, error, isLoading, mutate } = useCmsPage(slug);
  const page = data?.body;
  const t = useT();
  // The link to the pages sits inside the sentence, wherever the language puts it.
  const [beforeLink, afterLink] = around(t('cms.editor.missing', { slug, link: ELEMENT }));
  return (
    <ContentLayout
      title={page ? t('cms.editor.title', { title: page.title }) : t('cms.editor.fallbackTitle')}
      description={t('cms.editor.description')}
    >
      <QueryState
        isLoading={isLoading}
        loadingLabel={t('cms.editor.loading')}
        error={error?.status === 404 ? null : error}
        onRetry={() => void mutate()}
        isEmpty={!page}
        emptyMessage={
          <>
            {beforeLink}
            <Link to={paths.cms.list}>{t('cms.editor.missingLink')}</Link>
            {afterLink}
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
  const t = useT();
  return (
    <ContentLayout title={t('cms.list.title')} description={t('cms.list.description')}>
      <SectionTabs {...CMS_TABS} />
      <Card className="shadow-sm">
        <Card.Body>
          <QueryState
            isLoading={isLoading}
            loadingLabel={t('cms.list.loading')}
            error={error}
            onRetry={() => void mutate()}
            isEmpty={pages.length === 0}
            emptyMessage={t('cms.list.empty')}
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
