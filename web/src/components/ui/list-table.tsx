import type { CSSProperties, ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { t } from './messages.gen';

type Breakpoint = 'sm' | 'md' | 'lg' | 'xl' | 'xxl';

/**
 * A column of a list table. `from` hides it below a screen size (its cells carry the same
 * `d-none d-{from}-table-cell`, and the row's main cell shows what matters of it below that
 * size, with `d-{from}-none`); `end` aligns it right, as numbers and actions are. `header`
 * replaces the label in the heading cell (e.g. a select-page checkbox, which labels itself).
 * `sort` is the API's name for sorting by this column (`sort=registered`): with the table's
 * `sorting`, the heading becomes a button that sorts by it.
 *
 * Room for the table (page width less menu and padding): xs 390 → ~340 px, sm ≥ 576 → ~510,
 * md ≥ 768 → ~700, lg ≥ 992 → ~650 (the menu appears), xl ≥ 1200 → ~860, xxl ≥ 1400 → ~1060.
 */
export type Column = {
  label: string;
  from?: Breakpoint;
  end?: boolean;
  style?: CSSProperties;
  header?: ReactNode;
  sort?: string;
};

/** The last column of a table whose rows have `RowActions`: as narrow as its buttons. */
export const ACTIONS_COLUMN: Column = { label: '', end: true, style: { width: '1%' } };

/** A column's heading text: the actions column's is the kit's own. */
const headingOf = (column: Column) =>
  column === ACTIONS_COLUMN ? t('ui.table.actions') : column.label;

/** The columns, less the actions column where the account may not change the rows (read-only). */
export const withActions = (columns: Column[], actions: boolean): Column[] =>
  actions ? columns : columns.filter((column) => column !== ACTIONS_COLUMN);

/** The order the table shows (`sort`: the column's API name; null: none marked) and how to change it. */
export type TableSorting = {
  sort: string | null;
  order: 'asc' | 'desc';
  /** A heading was clicked: sort by that column (the screen decides the order). */
  onSort: (sort: string) => void;
};

const headerClass = ({ from, end }: Column) =>
  [from && `d-none d-${from}-table-cell`, end && 'text-end'].filter(Boolean).join(' ') || undefined;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

type ListTableProps = {
  /** Names the table for screen readers, e.g. "Drivers". */
  caption: string;
  columns: Column[];
  /** Smaller, for a table inside a detail screen. */
  compact?: boolean;
  /** Makes the headings of columns with `sort` buttons that sort the list (`useListScreen`). */
  sorting?: TableSorting;
  /** The rows (`<tr>`). */
  children: ReactNode;
};

/**
 * One heading: plain text, or, for a sortable column, a button that sorts by it. The sorted
 * column's heading carries `aria-sort`, which screen readers announce with the column.
 */
function Heading({ column, sorting }: { column: Column; sorting?: TableSorting }) {
  const { sort } = column;
  if (!sorting || !sort) return <>{headingOf(column)}</>;
  const active = sorting.sort === sort;
  return (
    <button
      type="button"
      className="btn btn-link p-0 border-0 fw-semibold text-reset text-decoration-none"
      style={{ textAlign: 'inherit' }}
      onClick={() => sorting.onSort(sort)}
    >
      {/* The heading may wrap like a plain one; a no-break space keeps the arrow on its last word. */}
      {headingOf(column)}
      {'\u00a0'}
      <span aria-hidden="true" className={active ? 'small' : 'small text-secondary'}>
        {active ? (sorting.order === 'asc' ? '▲' : '▼') : '↕'}
      </span>
    </button>
  );
}

/**
 * A table of records: the caption and the column headings written once, the rows given. It has
 * no sideways scrolling of its own: its columns are chosen (`from`) to fit every screen, so row
 * actions and their menus are never cut off.
 */
export function ListTable({
  caption,
  columns,
  compact = false,
  sorting,
  children,
}: ListTableProps) {
  return (
    <Table hover={!compact} size={compact ? 'sm' : undefined} className="align-middle mb-0">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={headingOf(column)}
              scope="col"
              className={headerClass(column)}
              style={column.style}
              aria-sort={
                sorting && column.sort && sorting.sort === column.sort
                  ? ARIA_SORT[sorting.order]
                  : undefined
              }
            >
              {column.header ?? <Heading column={column} sorting={sorting} />}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </Table>
  );
}
