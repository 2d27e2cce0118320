import { SUB_ADMIN_TABS } from '@/components/layout/navigation';
import { ContentLayout } from '@/components/layout/content-layout';
import { SectionTabs } from '@/components/layout/section-tabs';
import { ExportButton } from '@/components/ui/export-button';
import { ListPanel } from '@/components/ui/list-panel';
import { useListScreen } from '@/components/ui/use-list-screen';
import { parseId } from '@/lib/paths';
import {
  ACTIVITY_FILTERS,
  requestActivityExport,
  toActivityView,
  useActivityList,
} from '../api/activity';
import { ActivityFilterFields } from '../components/activity-filters';
import { ActivityTable } from '../components/activity-table';
import { useT } from '../messages.gen';

/** /app/activity: who did what in the console, and when. For administrators only. */
export default function ActivityRoute() {
  const t = useT();
  const list = useListScreen({
    filters: ACTIVITY_FILTERS,
    useRows: useActivityList,
    noun: [t('activity.noun.one'), t('activity.noun.other')],
    pagesLabel: t('activity.list.pages'),
    loadingLabel: t('activity.list.loading'),
    noMatch: t('activity.list.noMatch'),
    empty: t('activity.list.empty'),
  });
  const actorId = parseId(list.filters.actor_id);
  const actorName = list.rows.find((entry) => entry.actor_id === actorId)?.actor_name ?? null;

  return (
    <ContentLayout title={t('activity.title')} description={t('activity.description')}>
      <SectionTabs {...SUB_ADMIN_TABS} />
      <ListPanel
        {...list.panel}
        actions={
          <ExportButton
            what={t('activity.exportWhat')}
            request={() => requestActivityExport(toActivityView(list.filters))}
          />
        }
        toolbar={
          <ActivityFilterFields
            filters={list.filters}
            field={list.field}
            setFilters={list.setFilters}
            actorName={actorName}
          />
        }
      >
        <ActivityTable entries={list.rows} />
      </ListPanel>
    </ContentLayout>
  );
}
