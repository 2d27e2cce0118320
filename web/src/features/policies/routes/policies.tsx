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
import { POLICY_FILTERS, usePolicyDetail, usePolicyList } from '../api/policies';
import { PolicyDetailView } from '../components/policy-detail';
import { PolicyForm } from '../components/policy-form';
import { policyStatusFilterOptions } from '../components/policy-schema';
import { useT } from '../messages.gen';
import { PolicyTable } from '../components/policy-table';
import { useMayChange } from '@/lib/use-access';
import { NotAllowed } from '@/components/errors/not-allowed';

/** The policy list as it was left. */
function BackToList() {
  const list = useListReturn(paths.policies.list);
  const t = useT();
  return (
    <Link to={list} className="btn btn-outline-secondary">
      {t('policies.list.all')}
    </Link>
  );
}

function PolicyList() {
  const mayChange = useMayChange('policies');
  const t = useT();
  const list = useListScreen({
    filters: POLICY_FILTERS,
    useRows: usePolicyList,
    noun: [t('policies.list.nounOne'), t('policies.list.nounMany')],
    pagesLabel: t('policies.list.pages'),
    loadingLabel: t('policies.list.loading'),
    noMatch: t('policies.list.noMatch'),
    empty: t('policies.list.empty'),
  });
  return (
    <ListScreen
      title={t('policies.list.title')}
      description={t('policies.list.description')}
      actions={mayChange && <AddLink to={paths.policies.add}>{t('policies.list.add')}</AddLink>}
      intro={<SectionTabs {...CMS_TABS} />}
      panel={list.panel}
      search={{
        column: 'col-12 col-md-8 col-lg-6',
        label: t('policies.list.search'),
        placeholder: t('policies.list.searchPlaceholder'),
        ...list.field('search'),
      }}
      filters={
        <div className="col-12 col-md-4 col-lg-3">
          <StatusFilter options={policyStatusFilterOptions()} {...list.field('status')} />
        </div>
      }
      table={<PolicyTable policies={list.rows} />}
    />
  );
}

/** Loads the policy of `?id=` and hands it to `children`, or says why it cannot. */
function WithPolicy({ children }: { children: (policy: PolicyDetail) => ReactNode }) {
  const detail = usePolicyDetail(useEditedId().id);
  const t = useT();
  return (
    <LoadedRecord
      what={t('policies.detail.what')}
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
  const t = useT();
  const opened = (saved: PolicyDetail) =>
    navigate(paths.policies.view(saved.id), { replace: true });

  const changing = search.get('new') !== null || (id !== null && search.get('publish') !== null);
  if (changing && !mayChange) return <NotAllowed reason="read" />;
  if (search.get('new') !== null) {
    return (
      <ContentLayout title={t('policies.add.title')} description={t('policies.add.description')}>
        <PolicyForm backTo={list} onDone={opened} />
      </ContentLayout>
    );
  }
  if (id !== null && search.get('publish') !== null) {
    return (
      <ContentLayout
        title={t('policies.publish.title')}
        description={t('policies.publish.description')}
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
      <ContentLayout title={t('policies.detail.title')} actions={<BackToList />}>
        <WithPolicy>{(policy) => <PolicyDetailView policy={policy} />}</WithPolicy>
      </ContentLayout>
    );
  }
  return <PolicyList />;
}
