import type { CSSProperties, ReactNode } from 'react';
import Table from 'react-bootstrap/Table';

type Breakpoint = 'sm' | 'md' | 'lg' | 'xl';

/**
 * A column of a list table. `from` hides it below a screen size (its cells carry the same
 * `d-none d-{from}-table-cell`); `end` aligns it right, as numbers and actions are. `header`
 * replaces the label in the heading cell (e.g. a select-page checkbox, which labels itself).
 */
export type Column = {
  label: string;
  from?: Breakpoint;
  end?: boolean;
  style?: CSSProperties;
  header?: ReactNode;
};

/** The last column of a table whose rows have `RowActions`. */
export const ACTIONS_COLUMN: Column = { label: 'Actions', end: true };

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

/** A table of records: the caption and the column headings written once, the rows given. */
export function ListTable({ caption, columns, compact = false, children }: ListTableProps) {
  return (
    <Table
      responsive
      hover={!compact}
      size={compact ? 'sm' : undefined}
      className="align-middle mb-0"
    >
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
