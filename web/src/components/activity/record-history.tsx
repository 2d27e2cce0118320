import { Link } from 'react-router-dom';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { mayUse } from '@/lib/access';
import { actionLabel, actorRoleLabel } from '@/lib/activity';
import { sectionLabel } from '@/lib/sections';
import type { QueryOf } from '@/lib/api-contract';
import { useApiQuery } from '@/lib/api-query';
import { useAccountAccess } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { ActivityChanges } from './activity-changes';

type RecordHistoryProps = {
  /** The record's section, as the log names it (`drivers`, `resting_points`, `sub_admins`…). */
  section: QueryOf<'get', '/activity_record_list'>['section'];
  recordId: number;
  /** The record is an account: its name, for a link to everything it did in the log. */
  accountName?: string;
};

/**
 * A record's own recent history, newest first, on its screen: what was done to it, by whom and
 * when, and which fields changed from what to what (the API's latest 10 entries). Revalidated
 * after every change the console makes, like the log. An administrator also gets links to the
 * whole log of the section and, for an account, to everything it did.
 */
export function RecordHistory({ section, recordId, accountName }: RecordHistoryProps) {
  const access = useAccountAccess();
  const history = useApiQuery('/activity_record_list', { section, record_id: recordId });
  const entries = history.data?.body ?? [];
  return (
    <SectionCard
      title="History"
      footer={
        mayUse(access, 'activity') && (
          <div className="d-flex flex-wrap column-gap-3">
            {accountName && (
              <Link to={href(paths.activity, { actor_id: recordId })}>
                Everything {accountName} did
              </Link>
            )}
            <Link to={href(paths.activity, { section })}>
              The activity log of all {sectionLabel(section).toLowerCase()}
            </Link>
          </div>
        )
      }
    >
      <QueryState
        isLoading={history.isLoading}
        loadingLabel="Loading history…"
        error={history.error}
        onRetry={() => void history.mutate()}
        isEmpty={entries.length === 0}
        emptyMessage="Nothing has been recorded about this yet."
      >
        <ol className="list-unstyled mb-0" aria-label="Latest changes, newest first">
          {entries.map((entry, index) => {
            const role = actorRoleLabel(entry.actor_role);
            return (
              <li key={entry.id} className={index === 0 ? 'pb-2' : 'py-2 border-top'}>
                <div className="d-flex flex-wrap column-gap-3 justify-content-between">
                  <span>
                    <strong>{actionLabel(entry.action)}</strong>
                    {/* A failed sign-in was made by nobody signed in: no "by". */}
                    {entry.actor_id !== null && ` by ${entry.actor_name}`}
                    {role && <span className="text-secondary"> ({role})</span>}
                  </span>
                  <time dateTime={entry.at} className="small text-secondary">
                    {formatDateTime(entry.at)}
                  </time>
                </div>
                <ActivityChanges changes={entry.changes} />
              </li>
            );
          })}
        </ol>
      </QueryState>
    </SectionCard>
  );
}
