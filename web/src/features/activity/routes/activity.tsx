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

/** /app/activity: who did what in the console, and when. For administrators only. */
export default function ActivityRoute() {
  const list = useListScreen({
    filters: ACTIVITY_FILTERS,
    useRows: useActivityList,
    noun: ['entry', 'entries'],
    pagesLabel: 'Activity log pages',
    loadingLabel: 'Loading the activity log…',
    noMatch: 'Nothing in the log matches these filters. Try another date range or remove a filter.',
    empty: 'Nothing has been recorded yet.',
  });
  const actorId = parseId(list.filters.actor_id);
  const actorName = list.rows.find((entry) => entry.actor_id === actorId)?.actor_name ?? null;

  return (
    <ContentLayout
      title="Activity log"
      description="Every change made in the console and every sign-in: who, when, and what changed from what to what. Times are India time (IST)."
    >
      <SectionTabs {...SUB_ADMIN_TABS} />
      <ListPanel
        {...list.panel}
        actions={
          <ExportButton
            what="activity log"
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
