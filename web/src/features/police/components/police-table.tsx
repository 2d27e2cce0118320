import { ACTIONS_COLUMN, ListTable, withActions, type Column } from '@/components/ui/list-table';
import { RowActions, type RowAction } from '@/components/ui/row-actions';
import { useApiMutation } from '@/lib/api-query';
import type { PoliceContact } from '@/lib/api-schema.gen';
import { deletePolice, POLICE_FAILURE, POLICE_PATHS } from '../api/police';
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

const COLUMNS: Column[] = [
  { label: 'Station' },
  { label: 'Phone numbers', from: 'sm' },
  { label: 'Where', from: 'xl' },
  { label: 'Covers', from: 'xl' },
  ACTIONS_COLUMN,
];

export function PoliceTable({ contacts, onEdit }: PoliceTableProps) {
  const mayChange = useMayChange('police');
  const { run } = useApiMutation();

  /** Asks before removing a contact drivers may rely on. */
  const remove = (contact: PoliceContact): RowAction => ({
    label: 'Delete',
    variant: 'outline-danger',
    confirm: {
      title: 'Delete police contact?',
      body: (
        <>
          <p>
            Delete <strong>{contact.station_name}</strong>?
          </p>
          <p className="mb-0 text-secondary">
            Drivers in {contact.city_name ?? contact.state_name} will no longer see this contact in
            the app.
          </p>
        </>
      ),
      confirmLabel: 'Delete contact',
      variant: 'danger',
      failure: POLICE_FAILURE,
    },
    onSelect: () =>
      run(() => deletePolice({ id: contact.id }), {
        success: {
          title: 'Police contact deleted',
          message: `${contact.station_name} was deleted.`,
        },
        failure: POLICE_FAILURE,
        revalidate: POLICE_PATHS,
      }),
  });

  return (
    <ListTable caption="Police contacts" columns={withActions(COLUMNS, mayChange)}>
      {contacts.map((contact) => (
        <tr key={contact.id}>
          <td>
            <div className="fw-semibold">{contact.station_name}</div>
            <div className="small text-secondary">{contact.officer}</div>
            <div className="small text-secondary d-xl-none">
              {contact.city_name ?? 'Highway unit'}, {contact.state_name}
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
            <div>{contact.city_name ?? 'Highway unit'}</div>
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
                actions={[{ label: 'Edit', onSelect: () => onEdit(contact) }, remove(contact)]}
              />
            </td>
          )}
        </tr>
      ))}
    </ListTable>
  );
}
