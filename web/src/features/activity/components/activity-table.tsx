import { Link } from 'react-router-dom';
import { ActivityChanges } from '@/components/activity/activity-changes';
import { ListTable, type Column } from '@/components/ui/list-table';
import { actionLabel, actorRoleLabel, recordName, recordPath } from '@/lib/activity';
import { sectionLabel } from '@/lib/sections';
import type { ActivityEntry } from '@/lib/api-schema.gen';
import { formatDateTime } from '@/lib/format';
import { useT } from '../messages.gen';

function Who({ entry }: { entry: ActivityEntry }) {
  const role = actorRoleLabel(entry.actor_role);
  return (
    <>
      {entry.actor_name}
      {role && <span className="text-secondary"> ({role})</span>}
    </>
  );
}

function Record({ entry }: { entry: ActivityEntry }) {
  const name = recordName(entry);
  if (!name) return null;
  const to = recordPath(entry);
  return to ? (
    <Link to={to} className="text-break">
      {name}
    </Link>
  ) : (
    <span className="text-break">{name}</span>
  );
}

const When = ({ at }: { at: string }) => <time dateTime={at}>{formatDateTime(at)}</time>;

/** The log's entries, newest first: when, who (and their role), section, action, record, changes. */
export function ActivityTable({ entries }: { entries: ActivityEntry[] }) {
  const t = useT();
  /*
   * Room at 390 px is ~340 px: there the row is one cell, what was done to which record, with
   * who, when, the section and the changes under it. The other columns appear as it widens.
   */
  const columns: Column[] = [
    { label: t('activity.column.when'), from: 'md', style: { width: '9rem' } },
    { label: t('activity.column.who'), from: 'lg' },
    { label: t('activity.column.section'), from: 'xl' },
    { label: t('activity.column.action') },
    { label: t('activity.column.changes'), from: 'md' },
  ];
  return (
    <ListTable caption={t('activity.table.caption')} columns={columns}>
      {entries.map((entry) => (
        <tr key={entry.id}>
          <td className="d-none d-md-table-cell small">
            <When at={entry.at} />
          </td>
          <td className="d-none d-lg-table-cell">
            <Who entry={entry} />
          </td>
          <td className="d-none d-xl-table-cell">{sectionLabel(entry.section)}</td>
          <td>
            <div>
              <span className="fw-semibold">{actionLabel(entry.action)}</span>{' '}
              <Record entry={entry} />
            </div>
            {/* Below lg: who, and below md when; below xl the section, under the action. */}
            <div className="small text-secondary">
              <span className="d-lg-none">
                <Who entry={entry} />
                {' · '}
              </span>
              <span className="d-xl-none">{sectionLabel(entry.section)}</span>
              <span className="d-md-none">
                {' · '}
                <When at={entry.at} />
              </span>
            </div>
            <div className="d-md-none mt-1">
              <ActivityChanges changes={entry.changes} />
            </div>
          </td>
          <td className="d-none d-md-table-cell">
            <ActivityChanges changes={entry.changes} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
