import { ContentLayout } from '@/components/layout/content-layout';
import { ListPanel } from '@/components/ui/list-panel';
import { useListScreen } from '@/components/ui/use-list-screen';
import { useBroadcastHistory } from '../api/broadcast';
import { BroadcastForm } from '../components/broadcast-form';
import { BroadcastHistory } from '../components/broadcast-history';

const NO_FILTERS = [] as const;

export default function BroadcastRoute() {
  const history = useListScreen({
    filters: NO_FILTERS,
    useRows: useBroadcastHistory,
    noun: ['broadcast sent', 'broadcasts sent'],
    pagesLabel: 'Sent broadcast pages',
    loadingLabel: 'Loading sent broadcasts…',
    noMatch: null,
    empty: 'Nothing has been sent yet.',
  });

  return (
    <ContentLayout
      title="Broadcast"
      description="Send a message to drivers by push notification or in the app, and see what was sent."
    >
      <div className="row g-3">
        <div className="col-12 col-xxl-5">
          <BroadcastForm onSent={() => history.setPage(1)} />
        </div>
        <div className="col-12 col-xxl-7">
          <ListPanel {...history.panel} title="Sent broadcasts">
            <BroadcastHistory broadcasts={history.rows} />
          </ListPanel>
        </div>
      </div>
    </ContentLayout>
  );
}
