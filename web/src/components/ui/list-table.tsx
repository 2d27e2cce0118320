import type { CSSProperties, ReactNode } from 'react';
import Table from 'react-bootstrap/Table';

type Breakpoint = 'sm' | 'md' | 'lg' | 'xl' | 'xxl';

/**
 * A column of a list table. `from` hides it below a screen size (its cells carry the same
 * `d-none d-{from}-table-cell`, and the row's main cell shows what matters of it below that
 * size, with `d-{from}-none`); `end` aligns it right, as numbers and actions are. `header`
 * replaces the label in the heading cell (e.g. a select-page checkbox, which labels itself).
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
};

/** The last column of a table whose rows have `RowActions`: as narrow as its buttons. */
export const ACTIONS_COLUMN: Column = { label: 'Actions', end: true, style: { width: '1%' } };

const headerClass = ({ from, end }: Column) =>
  [from && `d-none d-${from}-table-cell`, end && 'text-end'].filter(Boolean).join(' ') || undefined;

type ListTableProps = {
  /** Names the table for screen readers, e.g. "Drivers". */
  caption: string;
  columns: Column[];
  /** Smaller, for a table inside a detail screen. */
  compact?: boolean;
  /** The rows (`<tr>`). */
  children: ReactNode;
};

/**
 * A table of records: the caption and the column headings written once, the rows given. It has
 * no sideways scrolling of its own: its columns are chosen (`from`) to fit every screen, so row
 * actions and their menus are never cut off.
 */
export function ListTable({ caption, columns, compact = false, children }: ListTableProps) {
  return (
    <Table hover={!compact} size={compact ? 'sm' : undefined} className="align-middle mb-0">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={headerClass(column)} style={column.style}>
              {column.header ?? column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </Table>
  );
}
