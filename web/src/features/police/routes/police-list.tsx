import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { CMS_TABS } from '@/components/layout/navigation';
import { SectionTabs } from '@/components/layout/section-tabs';
import { Drawer } from '@/components/ui/drawer';
import { FilterSelect } from '@/components/ui/filter-select';
import { ListScreen } from '@/components/ui/list-screen';
import { useUnsavedChangesPrompt } from '@/components/ui/unsaved-changes';
import { useListScreen } from '@/components/ui/use-list-screen';
import type { PoliceContact } from '@/lib/api-schema.gen';
import { useStateFilter } from '@/lib/geography';
import { POLICE_FILTERS, usePoliceList } from '../api/police';
import { PoliceForm } from '../components/police-form';
import { PoliceTable } from '../components/police-table';
import { useMayChange } from '@/lib/use-access';

/** `'new'` while adding, the contact while editing, null when the drawer is closed. */
type Editing = PoliceContact | 'new' | null;

export default function PoliceListRoute() {
  const mayChange = useMayChange('police');
  const list = useListScreen({
    filters: POLICE_FILTERS,
    useRows: usePoliceList,
    noun: ['police contact', 'police contacts'],
    pagesLabel: 'Police list pages',
    loadingLabel: 'Loading police contacts…',
    noMatch: 'No police contacts match. Try a different search or clear the filter.',
    empty: 'No police contacts yet. Add the first one.',
  });
  const stateFilter = useStateFilter();
  const [editing, setEditing] = useState<Editing>(null);
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChangesPrompt(editing !== null && dirty);
  const close = () => {
    setEditing(null);
    setDirty(false);
  };
  // Closing the drawer throws the form away: ask first when it holds changes.
  const askToClose = () => unsaved.confirmLeave(close);

  return (
    <ListScreen
      title="Police contacts"
      description="Emergency police contacts drivers see in the app."
      actions={mayChange && <Button onClick={() => setEditing('new')}>Add police contact</Button>}
      intro={<SectionTabs {...CMS_TABS} />}
      panel={list.panel}
      search={{
        column: 'col-12 col-md-8 col-lg-6',
        label: 'Search police contacts',
        placeholder: 'Search by station, officer, city or phone',
        ...list.field('search'),
      }}
      filters={
        <div className="col-12 col-md-4 col-lg-3">
          <FilterSelect {...stateFilter} {...list.field('state_id')} />
        </div>
      }
      table={<PoliceTable contacts={list.rows} onEdit={setEditing} />}
    >
      <Drawer
        show={editing !== null}
        onHide={askToClose}
        title={editing === 'new' ? 'Add police contact' : 'Edit police contact'}
      >
        {editing !== null && (
          <PoliceForm
            key={editing === 'new' ? 'new' : editing.id}
            contact={editing === 'new' ? null : editing}
            onDone={close}
            onCancel={askToClose}
            onDirtyChange={setDirty}
          />
        )}
      </Drawer>
      {unsaved.prompt}
    </ListScreen>
  );
}
