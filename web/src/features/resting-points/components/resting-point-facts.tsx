import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { FactsCard } from '@/components/ui/facts-card';
import type { RestingPointDetail } from '@/lib/api-schema.gen';
import { formatCount, formatNumber } from '@/lib/format';
import { AMENITY_LABELS, openStreetMapUrl } from './resting-point-schema';

/** What a resting point is: where, how big and how busy, what it offers and whom to call. */
export function RestingPointFacts({ point }: { point: RestingPointDetail }) {
  const map = openStreetMapUrl(point.latitude, point.longitude);
  return (
    <Row xs={1} md={2} className="g-3 mb-3">
      <Col>
        <FactsCard
          title="Place"
          facts={[
            ['Address', point.address],
            ['City', `${point.city_name}, ${point.state_name}`],
            ['PIN code', point.pincode],
            ['Highway', point.highway ?? 'Off the highway network'],
            [
              'Map',
              map ? (
                <a href={map} target="_blank" rel="noreferrer">
                  Open on OpenStreetMap
                </a>
              ) : (
                '—'
              ),
            ],
          ]}
        />
      </Col>
      <Col>
        <FactsCard
          title="Capacity"
          facts={[
            ['Parking', formatCount(point.parking_capacity, 'truck', 'trucks')],
            ['Beds', point.beds > 0 ? formatNumber(point.beds) : 'None'],
            ['Here now', formatCount(point.checked_in_count, 'driver', 'drivers')],
            ['Today', formatCount(point.today_checkins, 'check-in', 'check-ins')],
            ['All time', formatCount(point.checkin_count, 'check-in', 'check-ins')],
          ]}
        />
      </Col>
      <Col>
        <FactsCard
          title="Facilities"
          facts={[
            ['Open', point.open_24x7 ? '24 hours, every day' : (point.opening_hours ?? '—')],
            [
              'Offers',
              point.amenities.length > 0
                ? point.amenities.map((amenity) => AMENITY_LABELS[amenity]).join(', ')
                : 'Nothing listed',
            ],
          ]}
        />
      </Col>
      <Col>
        <FactsCard
          title="Contact"
          facts={[
            ['Name', point.contact_name],
            [
              'Phone',
              <a href={`tel:${point.contact_phone.replace(/[\s-]/g, '')}`}>
                {point.contact_phone}
              </a>,
            ],
          ]}
        />
      </Col>
    </Row>
  );
}
