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
import { around, ELEMENT } from '@/lib/i18n';
import { href, paths } from '@/lib/paths';
import { ActivityChanges } from './activity-changes';
import { useT } from './messages.gen';

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
  const t = useT();
  const history = useApiQuery('/activity_record_list', { section, record_id: recordId });
  const entries = history.data?.body ?? [];
  return (
    <SectionCard
      title={t('history.title')}
      footer={
        mayUse(access, 'activity') && (
          <div className="d-flex flex-wrap column-gap-3">
            {accountName && (
              <Link to={href(paths.activity, { actor_id: recordId })}>
                {t('history.accountLog', { name: accountName })}
              </Link>
            )}
            <Link to={href(paths.activity, { section })}>
              {t('history.sectionLog', { section: sectionLabel(section).toLowerCase() })}
            </Link>
          </div>
        )
      }
    >
      <QueryState
        isLoading={history.isLoading}
        loadingLabel={t('history.loading')}
        error={history.error}
        onRetry={() => void history.mutate()}
        isEmpty={entries.length === 0}
        emptyMessage={t('history.empty')}
      >
        <ol className="list-unstyled mb-0" aria-label={t('history.list')}>
          {entries.map((entry, index) => {
            const role = actorRoleLabel(entry.actor_role);
            // A failed sign-in was made by nobody signed in: no "by".
            const [before, after] =
              entry.actor_id === null
                ? ['', '']
                : around(t('history.by', { action: ELEMENT, name: entry.actor_name }));
            return (
              <li key={entry.id} className={index === 0 ? 'pb-2' : 'py-2 border-top'}>
                <div className="d-flex flex-wrap column-gap-3 justify-content-between">
                  <span>
                    {before}
                    <strong>{actionLabel(entry.action)}</strong>
                    {after}
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
