import type { VehicleTypeCode } from './vehicle-types.js';

export const CHECKIN_STATUSES = ['checked_in', 'checked_out'] as const;
export type CheckinStatus = (typeof CHECKIN_STATUSES)[number];

export interface CheckinRecord {
  id: number;
  user_id: number;
  /** The vehicle the driver arrived with (a copy: it stays right if the driver changes truck). */
  vehicle_number: string;
  vehicle_type: VehicleTypeCode;
  resting_point_id: number;
  checkin_at: string;
  /** null while the driver is still there. */
  checkout_at: string | null;
  status: CheckinStatus;
}
