import { ContentLayout } from '@/components/layout/content-layout';
import { ListPanel } from '@/components/ui/list-panel';
import { useListScreen } from '@/components/ui/use-list-screen';
import { useBroadcastHistory } from '../api/broadcast';
import { BroadcastForm } from '../components/broadcast-form';
import { BroadcastHistory } from '../components/broadcast-history';
import { useT } from '../messages.gen';

const NO_FILTERS = [] as const;

export default function BroadcastRoute() {
  const t = useT();
  const history = useListScreen({
    filters: NO_FILTERS,
    useRows: useBroadcastHistory,
    noun: [t('broadcast.history.one'), t('broadcast.history.many')],
    pagesLabel: t('broadcast.history.pages'),
    loadingLabel: t('broadcast.history.loading'),
    noMatch: null,
    empty: t('broadcast.history.empty'),
  });

  return (
    <ContentLayout title={t('broadcast.title')} description={t('broadcast.description')}>
      <div className="row g-3">
        <div className="col-12 col-xxl-5">
          <BroadcastForm onSent={() => history.setPage(1)} />
        </div>
        <div className="col-12 col-xxl-7">
          <ListPanel {...history.panel} title={t('broadcast.history.title')}>
            <BroadcastHistory broadcasts={history.rows} />
          </ListPanel>
        </div>
      </div>
    </ContentLayout>
  );
}
