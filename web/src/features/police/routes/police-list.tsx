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
import { useT } from '../messages.gen';
import { useMayChange } from '@/lib/use-access';

/** `'new'` while adding, the contact while editing, null when the drawer is closed. */
type Editing = PoliceContact | 'new' | null;

export default function PoliceListRoute() {
  const mayChange = useMayChange('police');
  const t = useT();
  const list = useListScreen({
    filters: POLICE_FILTERS,
    useRows: usePoliceList,
    noun: [t('police.list.nounOne'), t('police.list.nounMany')],
    pagesLabel: t('police.list.pages'),
    loadingLabel: t('police.list.loading'),
    noMatch: t('police.list.noMatch'),
    empty: t('police.list.empty'),
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
      title={t('police.list.title')}
      description={t('police.list.description')}
      actions={
        mayChange && <Button onClick={() => setEditing('new')}>{t('police.list.add')}</Button>
      }
      intro={<SectionTabs {...CMS_TABS} />}
      panel={list.panel}
      search={{
        column: 'col-12 col-md-8 col-lg-6',
        label: t('police.list.search'),
        placeholder: t('police.list.searchPlaceholder'),
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
        title={editing === 'new' ? t('police.list.add') : t('police.list.edit')}
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
