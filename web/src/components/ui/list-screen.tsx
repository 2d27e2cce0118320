import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { ExportButton, type ExportButtonProps } from './export-button';
import { ListPanel, type ListPanelProps } from './list-panel';
import { SearchInput, type SearchInputProps } from './search-input';

type ListScreenProps = {
  title: string;
  description: ReactNode;
  /** Beside the heading: the add button, for accounts that may change the section. */
  actions?: ReactNode;
  /** Between the heading and the list: section tabs, notices. */
  intro?: ReactNode;
  /** `useListScreen`'s `panel`. */
  panel: Omit<ListPanelProps, 'toolbar' | 'children' | 'actions'>;
  /** The CSV export of the view on screen. */
  exportAs?: ExportButtonProps;
  /** The search box, in its Bootstrap column; `useListScreen`'s `field` gives its value. */
  search: SearchInputProps & { column: string };
  /** The filter selects after the search box, each in its Bootstrap column. */
  filters?: ReactNode;
  table: ReactNode;
  /** After the list: the screen's drawers and dialogs. */
  children?: ReactNode;
};

/**
 * A list screen: its heading, then the list with a search box first in its toolbar, the filters
 * after it and an export of the view beside its total (see `ListPanel`).
 */
export function ListScreen({
  title,
  description,
  actions,
  intro,
  panel,
  exportAs,
  search: { column, ...search },
  filters,
  table,
  children,
}: ListScreenProps) {
  return (
    <ContentLayout title={title} description={description} actions={actions}>
      {intro}
      <ListPanel
        {...panel}
        actions={exportAs && <ExportButton {...exportAs} />}
        toolbar={
          <>
            <div className={column}>
              <SearchInput {...search} />
            </div>
            {filters}
          </>
        }
      >
        {table}
      </ListPanel>
      {children}
    </ContentLayout>
  );
}

/** The button beside a list's heading that opens its add form. */
export function AddLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="btn btn-primary">
      {children}
    </Link>
  );
}
