import { fullName, type AdminRecord } from '../store/index.js';
import type { AdminUser, CurrentUser } from './schemas.js';

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
    version: admin.version,
    updated_at: admin.updated_at,
    updated_by: admin.updated_by,
  };
}

export function presentCurrentUser(admin: AdminRecord): CurrentUser {
  return {
    id: admin.id,
    role: admin.role,
    first_name: admin.first_name,
    full_name: fullName(admin),
    email: admin.email,
    image_url: admin.image_url,
  };
}
