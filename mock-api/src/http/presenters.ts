import { permissionsOf } from '../permissions.js';
import { fullName, type AdminRecord, type CheckinRecord, type Store } from '../store/index.js';
import type { AdminUser, CheckinRow, CurrentUser } from './schemas.js';

/** The public shape of an admin account (never the password hash). */
export function presentAdmin(admin: AdminRecord): AdminUser {
  return {
    id: admin.id,
    role: admin.role,
    first_name: admin.first_name,
    last_name: admin.last_name,
    full_name: fullName(admin),
    email: admin.email,
    mobile: admin.mobile,
    image_url: admin.image_url,
    status: admin.status,
    created_at: admin.created_at,
    permissions: permissionsOf(admin),
    version: admin.version,
    updated_at: admin.updated_at,
    updated_by: admin.updated_by,
  };
}

export function presentCurrentUser(store: Store, admin: AdminRecord): CurrentUser {
  return {
    id: admin.id,
    role: admin.role,
    first_name: admin.first_name,
    full_name: fullName(admin),
    email: admin.email,
    image_url: admin.image_url,
    permissions: permissionsOf(admin),
    preferences: store.preferences.of(admin.id),
  };
}

/** A check-in with the names a screen shows next to it. */
export function presentCheckin(store: Store, checkin: CheckinRecord): CheckinRow {
  const driver = store.drivers.findById(checkin.user_id);
  const point = store.restingPoints.findById(checkin.resting_point_id);
  const city = point ? store.cities.findById(point.city_id) : undefined;
  const state = point ? store.states.findById(point.state_id) : undefined;
  return {
    id: checkin.id,
    user_id: checkin.user_id,
    driver_name: driver?.full_name ?? 'Unknown driver',
    driver_deleted: driver?.deleted_at !== null,
    vehicle_number: checkin.vehicle_number,
    vehicle_type: checkin.vehicle_type,
    resting_point_id: checkin.resting_point_id,
    resting_point_name: point?.name ?? 'Removed resting point',
    city_name: city?.name ?? '',
    state_name: state?.name ?? '',
    checkin_at: checkin.checkin_at,
    checkout_at: checkin.checkout_at,
    status: checkin.status,
  };
}
