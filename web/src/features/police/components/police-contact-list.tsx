import ListGroup from 'react-bootstrap/ListGroup';
import type { PoliceContact } from '@/lib/api-schema.gen';
import { useT } from '../messages.gen';
import { PhoneLinks } from './police-table';

/** Police contacts to read and call (a resting point's detail screen): no editing here. */
export function PoliceContactList({ contacts }: { contacts: PoliceContact[] }) {
  const t = useT();
  return (
    <ListGroup variant="flush" as="ul">
      {contacts.map((contact) => (
        <ListGroup.Item
          as="li"
          key={contact.id}
          className="d-flex flex-wrap justify-content-between gap-2 px-0"
        >
          <div>
            <div className="fw-semibold">{contact.station_name}</div>
            <div className="small text-secondary">
              {contact.officer} · {contact.city_name ?? t('police.highwayUnit')},{' '}
              {contact.state_name}
            </div>
          </div>
          <div>
            <PhoneLinks phones={contact.phone_numbers} />
          </div>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
