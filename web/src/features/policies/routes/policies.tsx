import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { ListPanel } from '@/components/ui/list-panel';
import { FilterSelect } from '@/components/ui/filter-select';
import { MissingRecord } from '@/components/ui/missing-record';
import { QueryState } from '@/components/ui/query-state';
import { SearchInput } from '@/components/ui/search-input';
import type { PolicyDetail } from '@/lib/api-schema.gen';
import { useListParams } from '@/lib/list-params';
import {
  POLICY_FILTERS,
  POLICY_STATUS_FILTER_OPTIONS,
  usePolicyDetail,
  usePolicyList,
} from '../api/policies';
import { PolicyDetailView } from '../components/policy-detail';
import { PolicyForm } from '../components/policy-form';
import { PolicyTable } from '../components/policy-table';

const LIST = '/app/policys';
const backToList = (
  <Link to={LIST} className="btn btn-outline-secondary">
    All policies
  </Link>
);

function PolicyList() {
  const { page, filters, setPage, setFilter } = useListParams(POLICY_FILTERS);
  const list = usePolicyList(page, filters);
  const policies = list.data?.body ?? [];
  return (
    <ContentLayout
      title="Policies"
      description="Policies drivers accept in the app. Publishing a change adds a version; old versions stay readable."
      actions={
        <Link to={`${LIST}?new=1`} className="btn btn-primary">
          Add policy
        </Link>
      }
    >
      <ListPanel
        list={list}
        toolbar={
          <>
            <div className="col-12 col-md-8 col-lg-6">
              <SearchInput
                label="Search policies"
                placeholder="Search by title"
                value={filters.search}
                onChange={(value) => setFilter('search', value)}
              />
            </div>
            <div className="col-12 col-md-4 col-lg-3">
              <FilterSelect
                label="Filter by status"
                allLabel="All statuses"
                value={filters.status}
                onChange={(value) => setFilter('status', value)}
                options={POLICY_STATUS_FILTER_OPTIONS}
              />
            </div>
          </>
        }
        rowCount={policies.length}
        page={page}
        onPageChange={setPage}
        pagesLabel="Policy list pages"
        loadingLabel="Loading policies…"
        filtered={Boolean(filters.search || filters.status)}
        noMatchMessage="No policies match. Try a different search or clear the filter."
        emptyMessage="No policies yet. Add the first one."
      >
        <PolicyTable policies={policies} />
      </ListPanel>
    </ContentLayout>
  );
}

/** Loads one policy and hands it to `children`, with the loading, error and missing states. */
function WithPolicy({ id, children }: { id: string; children: (p: PolicyDetail) => ReactNode }) {
  const valid = /^[1-9]\d*$/.test(id);
  const { data, error, isLoading, mutate } = usePolicyDetail(valid ? Number(id) : null);
  return (
    <QueryState
      isLoading={isLoading}
      loadingLabel="Loading policy…"
      error={error?.status === 404 ? null : error}
      onRetry={() => void mutate()}
    >
      {data?.body ? (
        children(data.body)
      ) : (
        <MissingRecord what="policy" id={id} listPath={LIST} listName="policy list" />
      )}
    </QueryState>
  );
}

export default function PoliciesRoute() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = search.get('id');
  const opened = (saved: PolicyDetail) => navigate(`${LIST}?id=${saved.id}`, { replace: true });

  if (search.get('new') !== null) {
    return (
      <ContentLayout title="Add policy" description="It is published as version 1.">
        <PolicyForm backTo={LIST} onDone={opened} />
      </ContentLayout>
    );
  }
  if (id !== null && search.get('publish') !== null) {
    return (
      <ContentLayout
        title="Publish new version"
        description="Start from the current text. Publishing keeps every earlier version readable."
      >
        <WithPolicy id={id}>
          {(policy) => (
            <PolicyForm
              key={policy.version}
              policy={policy}
              backTo={`${LIST}?id=${policy.id}`}
              onDone={opened}
            />
          )}
        </WithPolicy>
      </ContentLayout>
    );
  }
  if (id !== null) {
    return (
      <ContentLayout title="Policy" actions={backToList}>
        <WithPolicy id={id}>{(policy) => <PolicyDetailView policy={policy} />}</WithPolicy>
      </ContentLayout>
    );
  }
  return <PolicyList />;
}
