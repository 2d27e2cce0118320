import Card from 'react-bootstrap/Card';
import { ContentLayout } from '@/components/layout/content-layout';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { QueryState } from '@/components/ui/query-state';
import { useListParams } from '@/lib/list-params';
import { useBroadcastHistory } from '../api/broadcast';
import { BroadcastForm } from '../components/broadcast-form';
import { BroadcastHistory } from '../components/broadcast-history';

const NO_FILTERS = [] as const;

export default function BroadcastRoute() {
  const { page, setPage } = useListParams(NO_FILTERS);
  const { data, error, isLoading, isValidating, mutate } = useBroadcastHistory(page);
  const broadcasts = data?.body ?? [];

  return (
    <ContentLayout
      title="Brodcast"
      description="Send a message to drivers by push notification or in the app, and see what was sent."
    >
      <div className="row g-3">
        <div className="col-12 col-xxl-5">
          <BroadcastForm onSent={() => setPage(1)} />
        </div>
        <div className="col-12 col-xxl-7">
          <Card className="shadow-sm">
            <Card.Header as="h2" className="h5 mb-0">
              Sent broadcasts
            </Card.Header>
            <Card.Body
              aria-busy={isValidating}
              className={isValidating && data ? 'opacity-75' : undefined}
            >
              <QueryState
                isLoading={isLoading}
                loadingLabel="Loading sent broadcasts…"
                error={error}
                onRetry={() => void mutate()}
                isEmpty={broadcasts.length === 0}
                emptyMessage={
                  page > 1 ? 'This page is past the end of the list.' : 'Nothing has been sent yet.'
                }
              >
                <BroadcastHistory broadcasts={broadcasts} />
              </QueryState>
              <PaginationBar
                pagination={data?.pagination}
                onPageChange={setPage}
                label="Sent broadcast pages"
              />
            </Card.Body>
          </Card>
        </div>
      </div>
    </ContentLayout>
  );
}
