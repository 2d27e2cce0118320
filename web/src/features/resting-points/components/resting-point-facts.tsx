import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { FactsCard } from '@/components/ui/facts-card';
import type { RestingPointDetail } from '@/lib/api-schema.gen';
import { formatNumber } from '@/lib/format';
import { useT } from '../messages.gen';
import { amenityLabel, openStreetMapUrl } from './resting-point-schema';

/** What a resting point is: where, how big and how busy, what it offers and whom to call. */
export function RestingPointFacts({ point }: { point: RestingPointDetail }) {
  const t = useT();
  const map = openStreetMapUrl(point.latitude, point.longitude);
  return (
    <Row xs={1} md={2} className="g-3 mb-3">
      <Col>
        <FactsCard
          title={t('restingPoints.facts.place')}
          facts={[
            [t('restingPoints.facts.address'), point.address],
            [t('restingPoints.facts.city'), `${point.city_name}, ${point.state_name}`],
            [t('restingPoints.facts.pincode'), point.pincode],
            [
              t('restingPoints.facts.highway'),
              point.highway ?? t('restingPoints.facts.offHighway'),
            ],
            [
              t('restingPoints.facts.map'),
              map ? (
                <a href={map} target="_blank" rel="noreferrer">
                  {t('restingPoints.form.openMap')}
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
          title={t('restingPoints.facts.capacity')}
          facts={[
            [
              t('restingPoints.facts.parking'),
              t('restingPoints.facts.trucks', { count: point.parking_capacity }),
            ],
            [
              t('restingPoints.facts.beds'),
              point.beds > 0 ? formatNumber(point.beds) : t('restingPoints.facts.noBeds'),
            ],
            [
              t('restingPoints.facts.hereNow'),
              t('restingPoints.facts.drivers', { count: point.checked_in_count }),
            ],
            [
              t('restingPoints.facts.today'),
              t('restingPoints.facts.checkins', { count: point.today_checkins }),
            ],
            [
              t('restingPoints.facts.allTime'),
              t('restingPoints.facts.checkins', { count: point.checkin_count }),
            ],
          ]}
        />
      </Col>
      <Col>
        <FactsCard
          title={t('restingPoints.facts.facilities')}
          facts={[
            [
              t('restingPoints.facts.open'),
              point.open_24x7 ? t('restingPoints.facts.alwaysOpen') : (point.opening_hours ?? '—'),
            ],
            [
              t('restingPoints.facts.offers'),
              point.amenities.length > 0
                ? point.amenities.map(amenityLabel).join(', ')
                : t('restingPoints.facts.nothingListed'),
            ],
          ]}
        />
      </Col>
      <Col>
        <FactsCard
          title={t('restingPoints.facts.contact')}
          facts={[
            [t('restingPoints.facts.name'), point.contact_name],
            [
              t('restingPoints.facts.phone'),
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
