import { ACTIONS_COLUMN, ListTable, withActions, type Column } from '@/components/ui/list-table';
import { RowActions, type RowAction } from '@/components/ui/row-actions';
import { useApiMutation } from '@/lib/api-query';
import type { PoliceContact } from '@/lib/api-schema.gen';
import { around, ELEMENT } from '@/lib/i18n';
import { deletePolice, POLICE_PATHS } from '../api/police';
import { useT } from '../messages.gen';
import { useMayChange } from '@/lib/use-access';

type PoliceTableProps = {
  contacts: PoliceContact[];
  onEdit: (contact: PoliceContact) => void;
};

const telHref = (phone: string) => `tel:${phone.replace(/[\s-]/g, '')}`;

export function PhoneLinks({ phones }: { phones: string[] }) {
  return phones.map((phone) => (
    <div key={phone} className="text-nowrap">
      <a href={telHref(phone)}>{phone}</a>
    </div>
  ));
}

export function PoliceTable({ contacts, onEdit }: PoliceTableProps) {
  const mayChange = useMayChange('police');
  const { run } = useApiMutation();
  const t = useT();
  const failure = t('police.failure');
  const columns: Column[] = [
    { label: t('police.table.station') },
    { label: t('police.table.phones'), from: 'sm' },
    { label: t('police.table.where'), from: 'xl' },
    { label: t('police.table.covers'), from: 'xl' },
    ACTIONS_COLUMN,
  ];
  // The station's name is shown bold inside the question, wherever the language puts it.
  const [beforeStation, afterStation] = around(
    t('police.table.deleteQuestion', { station: ELEMENT }),
  );

  /** Asks before removing a contact drivers may rely on. */
  const remove = (contact: PoliceContact): RowAction => ({
    label: t('police.table.delete'),
    variant: 'outline-danger',
    confirm: {
      title: t('police.table.deleteTitle'),
      body: (
        <>
          <p>
            {beforeStation}
            <strong>{contact.station_name}</strong>
            {afterStation}
          </p>
          <p className="mb-0 text-secondary">
            {t('police.table.deleteEffect', {
              place: contact.city_name ?? contact.state_name,
            })}
          </p>
        </>
      ),
      confirmLabel: t('police.table.deleteConfirm'),
      variant: 'danger',
      failure,
    },
    onSelect: () =>
      run(() => deletePolice({ id: contact.id }), {
        success: {
          title: t('police.table.deleted'),
          message: t('police.table.deletedMessage', { station: contact.station_name }),
        },
        failure,
        revalidate: POLICE_PATHS,
      }),
  });

  return (
    <ListTable caption={t('police.table.caption')} columns={withActions(columns, mayChange)}>
      {contacts.map((contact) => (
        <tr key={contact.id}>
          <td>
            <div className="fw-semibold">{contact.station_name}</div>
            <div className="small text-secondary">{contact.officer}</div>
            <div className="small text-secondary d-xl-none">
              {contact.city_name ?? t('police.highwayUnit')}, {contact.state_name}
            </div>
            {/* On a phone the numbers go here, so the actions stay on screen. */}
            <div className="d-sm-none mt-1">
              <PhoneLinks phones={contact.phone_numbers} />
            </div>
          </td>
          <td className="d-none d-sm-table-cell">
            <PhoneLinks phones={contact.phone_numbers} />
          </td>
          <td className="d-none d-xl-table-cell">
            <div>{contact.city_name ?? t('police.highwayUnit')}</div>
            <div className="small text-secondary">{contact.state_name}</div>
          </td>
          <td className="d-none d-xl-table-cell small">
            {contact.resting_points.length === 0
              ? '—'
              : contact.resting_points.map((point) => point.name).join(', ')}
          </td>
          {mayChange && (
            <td>
              <RowActions
                name={contact.station_name}
                actions={[
                  { label: t('police.table.edit'), onSelect: () => onEdit(contact) },
                  remove(contact),
                ]}
              />
            </td>
          )}
        </tr>
      ))}
    </ListTable>
  );
}
