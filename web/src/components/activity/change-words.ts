import { humanize } from '@/lib/format';
import { PERMISSION_SECTIONS } from '@/lib/sections';
import { t } from './messages.gen';

/**
 * The fields the API logs (each section's tracked fields in its manifest, a sub admin's
 * permission sections and `reveal`), each named by `history.field.<field>` in the catalog: the
 * type check fails on one missing there. A field the console does not know yet shows humanized.
 */
const FIELDS = [
  ...PERMISSION_SECTIONS,
  'full_name',
  'mobile',
  'email',
  'licence_number',
  'vehicle_number',
  'vehicle_type',
  'status',
  'name',
  'type',
  'address',
  'pincode',
  'state',
  'city',
  'latitude',
  'longitude',
  'highway',
  'parking_capacity',
  'beds',
  'amenities',
  'open_24x7',
  'opening_hours',
  'contact_name',
  'contact_phone',
  'code',
  'company_name',
  'title',
  'content',
  'station_name',
  'officer',
  'phone_numbers',
  'resting_points',
  'version',
  'effective_date',
  'change_note',
  'body',
  'description',
  'message',
  'channels',
  'audience',
  'recipient_count',
  'reveal',
] as const;
type Field = (typeof FIELDS)[number];

const isField = (field: string): field is Field => (FIELDS as readonly string[]).includes(field);

/** "Full name" for `full_name`, in the console's language. */
export const fieldLabel = (field: string): string =>
  isField(field) ? t(`history.field.${field}`) : humanize(field);

const LEVEL_FIELDS: readonly string[] = PERMISSION_SECTIONS;

/**
 * A logged value as shown: the log's own words for a yes/no field (`yes`, `no`) and for a
 * permission level (`none`, `read`, `write`) in the console's language; anything else as logged.
 */
export function valueText(field: string, value: string): string {
  if (value === 'yes' || value === 'no') return t(`history.value.${value}`);
  const isLevel = value === 'none' || value === 'read' || value === 'write';
  return isLevel && LEVEL_FIELDS.includes(field) ? t(`history.value.${value}`) : value;
}
