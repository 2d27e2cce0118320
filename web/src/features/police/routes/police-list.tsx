import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { ListPanel } from '@/components/ui/list-panel';
import { Drawer } from '@/components/ui/drawer';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchInput } from '@/components/ui/search-input';
import { useListScreen } from '@/components/ui/use-list-screen';
import type { PoliceContact } from '@/lib/api-schema.gen';
import { placeOptions, useStateOptions } from '@/lib/geography';
import { paths } from '@/lib/paths';
import { POLICE_FILTERS, usePoliceList } from '../api/police';
import { PoliceForm } from '../components/police-form';
import { PoliceTable } from '../components/police-table';

/** `'new'` while adding, the contact while editing, null when the drawer is closed. */
type Editing = PoliceContact | 'new' | null;

export default function PoliceListRoute() {
  const list = useListScreen({
    filters: POLICE_FILTERS,
    useRows: usePoliceList,
    noun: ['police contact', 'police contacts'],
    pagesLabel: 'Police list pages',
    loadingLabel: 'Loading police contacts…',
    noMatch: 'No police contacts match. Try a different search or clear the filter.',
    empty: 'No police contacts yet. Add the first one.',
  });
  const states = useStateOptions();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  return (
    <ContentLayout
      title="Police list"
      description="Emergency police contacts drivers see in the app."
      actions={
        <>
          <Link to={paths.cms.list} className="btn btn-outline-secondary">
            Back to CMS
          </Link>
          <Button onClick={() => setEditing('new')}>Add police contact</Button>
        </>
      }
    >
      <ListPanel
        {...list.panel}
        toolbar={
          <>
            <div className="col-12 col-md-8 col-lg-6">
              <SearchInput
                label="Search police contacts"
                placeholder="Search by station, officer, city or phone"
                {...list.field('search')}
              />
            </div>
            <div className="col-12 col-md-4 col-lg-3">
              <FilterSelect
                label="Filter by state"
                allLabel={states.error ? 'States unavailable' : 'All states'}
                options={placeOptions(states.data?.body ?? [])}
                {...list.field('state_id')}
              />
            </div>
          </>
        }
      >
        <PoliceTable contacts={list.rows} onEdit={setEditing} />
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
    </ContentLayout>
  );
}
