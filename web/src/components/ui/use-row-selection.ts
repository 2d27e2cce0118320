import { useState } from 'react';

type Id = string | number;

type SelectionState<T extends Id> = {
  scope: string;
  /** Rows chosen one by one, on any page. */
  ids: ReadonlySet<T>;
  /** Every row matching the list's filters, on every page (the server applies them again). */
  allMatching: boolean;
};

type RowSelectionOptions<T extends Id> = {
  /** The ids of the rows on the page shown. */
  pageIds: readonly T[];
  /** How many rows match the list's filters, on all pages. */
  total: number;
  /**
   * What the selection belongs to, e.g. the list's filters written as one string: when it
   * changes the selection is cleared, so an action never reaches rows chosen under other filters.
   */
  scope: string;
};

export type PageSelection = 'none' | 'some' | 'all';

const empty = <T extends Id>(scope: string): SelectionState<T> => ({
  scope,
  ids: new Set(),
  allMatching: false,
});

/**
 * Which rows of a paged list are selected for a bulk action: rows ticked one by one (kept across
 * pages), or "all N matching". `count` is what an action would reach; `ids` are the rows ticked
 * one by one (empty while `allMatching`).
 */
export function useRowSelection<T extends Id>({ pageIds, total, scope }: RowSelectionOptions<T>) {
  const [stored, setStored] = useState<SelectionState<T>>(() => empty(scope));
  // A selection made under another scope is gone; the next change starts from this one.
  const state = stored.scope === scope ? stored : empty<T>(scope);

  const isSelected = (id: T) => state.allMatching || state.ids.has(id);
  const onPage = pageIds.filter(isSelected).length;
  const page: PageSelection =
    pageIds.length > 0 && onPage === pageIds.length ? 'all' : onPage > 0 ? 'some' : 'none';

  const withIds = (ids: Iterable<T>) => setStored({ scope, ids: new Set(ids), allMatching: false });

  const toggle = (id: T) => {
    // Leaving "all matching" by unticking one row keeps the rest of this page ticked.
    const ids = new Set(state.allMatching ? pageIds : state.ids);
    if (isSelected(id)) ids.delete(id);
    else ids.add(id);
    withIds(ids);
  };

  const togglePage = () => {
    if (page === 'all') {
      withIds(state.allMatching ? [] : [...state.ids].filter((id) => !pageIds.includes(id)));
    } else {
      withIds([...state.ids, ...pageIds]);
    }
  };

  return {
    ids: state.allMatching ? [] : [...state.ids],
    allMatching: state.allMatching,
    count: state.allMatching ? total : state.ids.size,
    total,
    page,
    pageSize: pageIds.length,
    isSelected,
    toggle,
    togglePage,
    selectAllMatching: () => setStored({ scope, ids: new Set(), allMatching: true }),
    clear: () => setStored(empty(scope)),
  };
}

export type RowSelection<T extends Id = Id> = ReturnType<typeof useRowSelection<T>>;

/** What a selection bar or a select-page box needs, whatever the rows' id type. */
export type SelectionSummary = Pick<
  RowSelection,
  | 'count'
  | 'total'
  | 'allMatching'
  | 'page'
  | 'pageSize'
  | 'togglePage'
  | 'selectAllMatching'
  | 'clear'
>;
