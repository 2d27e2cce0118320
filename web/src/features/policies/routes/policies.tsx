import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CMS_TABS } from '@/components/layout/navigation';
import { SectionTabs } from '@/components/layout/section-tabs';
import { ContentLayout } from '@/components/layout/content-layout';
import { StatusFilter } from '@/components/ui/filter-select';
import { AddLink, ListScreen } from '@/components/ui/list-screen';
import { useListReturn } from '@/components/ui/list-return';
import { LoadedRecord } from '@/components/ui/missing-record';
import { useNavigateAfterSave } from '@/components/ui/unsaved-changes';
import { useListScreen } from '@/components/ui/use-list-screen';
import type { PolicyDetail } from '@/lib/api-schema.gen';
import { paths } from '@/lib/paths';
import { useEditedId } from '@/lib/use-edited-id';
import {
  POLICY_FILTERS,
  POLICY_STATUS_FILTER_OPTIONS,
  usePolicyDetail,
  usePolicyList,
} from '../api/policies';
import { PolicyDetailView } from '../components/policy-detail';
import { PolicyForm } from '../components/policy-form';
import { PolicyTable } from '../components/policy-table';
import { useMayChange } from '@/lib/use-access';
import { NotAllowed } from '@/components/errors/not-allowed';

/** The policy list as it was left. */
function BackToList() {
  const list = useListReturn(paths.policies.list);
  return (
    <Link to={list} className="btn btn-outline-secondary">
      All policies
    </Link>
  );
}

function PolicyList() {
  const mayChange = useMayChange('policies');
  const list = useListScreen({
    filters: POLICY_FILTERS,
    useRows: usePolicyList,
    noun: ['policy', 'policies'],
    pagesLabel: 'Policy list pages',
    loadingLabel: 'Loading policies…',
    noMatch: 'No policies match. Try a different search or clear the filter.',
    empty: 'No policies yet. Add the first one.',
  });
  return (
    <ListScreen
      title="Policies"
      description="Policies drivers accept in the app. Publishing a change adds a version; old versions stay readable."
      actions={mayChange && <AddLink to={paths.policies.add}>Add policy</AddLink>}
      intro={<SectionTabs {...CMS_TABS} />}
      panel={list.panel}
      search={{
        column: 'col-12 col-md-8 col-lg-6',
        label: 'Search policies',
        placeholder: 'Search by title',
        ...list.field('search'),
      }}
      filters={
        <div className="col-12 col-md-4 col-lg-3">
          <StatusFilter options={POLICY_STATUS_FILTER_OPTIONS} {...list.field('status')} />
        </div>
      }
      table={<PolicyTable policies={list.rows} />}
    />
  );
}

/** Loads the policy of `?id=` and hands it to `children`, or says why it cannot. */
function WithPolicy({ children }: { children: (policy: PolicyDetail) => ReactNode }) {
  const detail = usePolicyDetail(useEditedId().id);
  return (
    <LoadedRecord
      what="policy"
      listPath={paths.policies.list}
      query={detail}
      record={detail.data?.body}
    >
      {children}
    </LoadedRecord>
  );
}

export default function PoliciesRoute() {
  const [search] = useSearchParams();
  const navigate = useNavigateAfterSave();
  const list = useListReturn(paths.policies.list);
  const id = search.get('id');
  const mayChange = useMayChange('policies');
  const opened = (saved: PolicyDetail) =>
    navigate(paths.policies.view(saved.id), { replace: true });

  const changing = search.get('new') !== null || (id !== null && search.get('publish') !== null);
  if (changing && !mayChange) return <NotAllowed reason="read" />;
  if (search.get('new') !== null) {
    return (
      <ContentLayout title="Add policy" description="It is published as version 1.">
        <PolicyForm backTo={list} onDone={opened} />
      </ContentLayout>
    );
  }
  if (id !== null && search.get('publish') !== null) {
    return (
      <ContentLayout
        title="Publish new version"
        description="Start from the current text. Publishing keeps every earlier version readable."
      >
        <WithPolicy>
          {(policy) => (
            <PolicyForm
              key={policy.version}
              policy={policy}
              backTo={paths.policies.view(policy.id)}
              onDone={opened}
            />
          )}
        </WithPolicy>
      </ContentLayout>
    );
  }
  if (id !== null) {
    return (
      <ContentLayout title="Policy" actions={<BackToList />}>
        <WithPolicy>{(policy) => <PolicyDetailView policy={policy} />}</WithPolicy>
      </ContentLayout>
    );
  }
  return <PolicyList />;
}
