import { useEffect, useRef, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { formatNumber } from '@/lib/format';
import { t, useT } from './messages.gen';
import type { Column } from './list-table';
import type { SelectionSummary } from './use-row-selection';

type SelectCheckboxProps = {
  /** What ticking it does, for screen readers: "Select Ravi Kumar". */
  label: string;
  checked: boolean;
  /** Some, not all, of what it stands for is selected (the select-page box). */
  indeterminate?: boolean;
  onChange: () => void;
  disabled?: boolean;
};

/** A labelled checkbox for a table cell: selects a row, or the whole page from the heading. */
export function SelectCheckbox({
  label,
  checked,
  indeterminate = false,
  onChange,
  disabled,
}: SelectCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` exists only as a DOM property, not as an attribute React can set.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="form-check-input m-0"
      aria-label={label}
      checked={checked}
      onChange={onChange}
      disabled={disabled}
    />
  );
}

/** The select column of a list table, for `useRowSelection`: its heading ticks the whole page. */
export function selectionColumn(selection: SelectionSummary, pageLabel: string): Column {
  return {
    label: t('ui.selection.column'),
    style: { width: '2.5rem' },
    header: (
      <SelectCheckbox
        label={pageLabel}
        checked={selection.page === 'all'}
        indeterminate={selection.page === 'some'}
        onChange={selection.togglePage}
        disabled={selection.pageSize === 0}
      />
    ),
  };
}

type SelectionBarProps = {
  selection: SelectionSummary;
  /** What a row is, one and many: ['driver', 'drivers']. */
  noun: readonly [string, string];
  /** The most rows one action takes: "all N matching" is not offered above it. */
  limit: number;
  /** An action is running: everything in the bar is disabled. */
  busy: boolean;
  /** The actions, given `busy`. */
  children: ReactNode;
};

/** "N selected", the bulk actions, "select all N matching" and "Clear selection" above a list. */
export function SelectionBar({ selection, noun, limit, busy, children }: SelectionBarProps) {
  const t = useT();
  if (selection.count === 0) return null;
  const [one, many] = noun;
  const counted = (n: number) => ({ count: formatNumber(n), noun: n === 1 ? one : many });
  const canWiden =
    !selection.allMatching && selection.page === 'all' && selection.total > selection.count;

  return (
    <div
      role="region"
      aria-label={t('ui.selection.region', { noun: many })}
      className="d-flex flex-wrap align-items-center gap-2 border rounded bg-body-tertiary px-3 py-2"
    >
      <span className="fw-semibold me-1" aria-live="polite">
        {selection.allMatching
          ? t('ui.selection.allSelected', counted(selection.count))
          : t('ui.selection.selected', counted(selection.count))}
      </span>
      {canWiden &&
        (selection.total <= limit ? (
          <Button
            variant="link"
            className="p-0"
            onClick={selection.selectAllMatching}
            disabled={busy}
          >
            {t('ui.selection.selectAll', counted(selection.total))}
          </Button>
        ) : (
          <span className="small text-secondary">
            {t('ui.selection.tooMany', {
              total: formatNumber(selection.total),
              limit: formatNumber(limit),
            })}
          </span>
        ))}
      <div className="d-flex flex-wrap gap-2 ms-sm-auto">
        {children}
        <Button variant="outline-secondary" size="sm" onClick={selection.clear} disabled={busy}>
          {t('ui.selection.clear')}
        </Button>
      </div>
    </div>
  );
}
