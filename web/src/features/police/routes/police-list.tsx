import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { ListPanel } from '@/components/ui/list-panel';
import { Drawer } from '@/components/ui/drawer';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchInput } from '@/components/ui/search-input';
import type { PoliceContact } from '@/lib/api-schema.gen';
import { placeOptions, useStateOptions } from '@/lib/geography';
import { useListParams } from '@/lib/list-params';
import { POLICE_FILTERS, usePoliceList } from '../api/police';
import { DeletePoliceDialog } from '../components/delete-police-dialog';
import { PoliceForm } from '../components/police-form';
import { PoliceTable } from '../components/police-table';

/** `'new'` while adding, the contact while editing, null when the drawer is closed. */
type Editing = PoliceContact | 'new' | null;

export default function PoliceListRoute() {
  const { page, filters, setPage, setFilter } = useListParams(POLICE_FILTERS);
  const list = usePoliceList(page, filters);
  const states = useStateOptions();
  const [editing, setEditing] = useState<Editing>(null);
  const [doomed, setDoomed] = useState<PoliceContact | null>(null);
  const contacts = list.data?.body ?? [];
  const filtered = Boolean(filters.search || filters.state_id);
  const close = () => setEditing(null);

  return (
    <ContentLayout
      title="Police list"
      description="Emergency police contacts drivers see in the app."
      actions={
        <>
          <Link to="/app/cms" className="btn btn-outline-secondary">
            Back to CMS
          </Link>
          <Button onClick={() => setEditing('new')}>Add police contact</Button>
        </>
      }
    >
      <ListPanel
        list={list}
        toolbar={
          <>
            <div className="col-12 col-md-8 col-lg-6">
              <SearchInput
                label="Search police contacts"
                placeholder="Search by station, officer, city or phone"
                value={filters.search}
                onChange={(value) => setFilter('search', value)}
              />
            </div>
            <div className="col-12 col-md-4 col-lg-3">
              <FilterSelect
                label="Filter by state"
                allLabel={states.error ? 'States unavailable' : 'All states'}
                value={filters.state_id}
                onChange={(value) => setFilter('state_id', value)}
                options={placeOptions(states.data?.body ?? [])}
              />
            </div>
          </>
        }
        rowCount={contacts.length}
        page={page}
        onPageChange={setPage}
        pagesLabel="Police list pages"
        loadingLabel="Loading police contacts…"
        filtered={filtered}
        noMatchMessage="No police contacts match. Try a different search or clear the filter."
        emptyMessage="No police contacts yet. Add the first one."
      >
        <PoliceTable contacts={contacts} onEdit={setEditing} onDelete={setDoomed} />
      </ListPanel>
      <Drawer
        show={editing !== null}
        onHide={close}
        title={editing === 'new' ? 'Add police contact' : 'Edit police contact'}
      >
        {editing !== null && (
          <PoliceForm
            key={editing === 'new' ? 'new' : editing.id}
            contact={editing === 'new' ? null : editing}
            onDone={close}
            onCancel={close}
          />
        )}
      </Drawer>
      <DeletePoliceDialog contact={doomed} onClose={() => setDoomed(null)} />
    </ContentLayout>
  );
}
