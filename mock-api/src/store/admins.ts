import { hashPasswordSync } from '../passwords.js';
import {
  ADMIN_PERMISSIONS,
  copyPermissions,
  DEFAULT_SUB_ADMIN_PERMISSIONS,
  EXISTING_SUB_ADMIN_PERMISSIONS,
  type Permissions,
} from '../permissions.js';
import { seededVersion, type Versioned } from './collection.js';
import { createSeededFaker } from './faker.js';
import { indianName } from './indian-names.js';

export const ADMIN_ROLE = 1;
export const SUB_ADMIN_ROLE = 2;
export type AdminRole = typeof ADMIN_ROLE | typeof SUB_ADMIN_ROLE;
/** `pending`: registered at /auth/register, cannot sign in until an administrator approves it. */
export type AdminStatus = 'active' | 'disabled' | 'pending';

/** How long a registration waits for approval unless configured (MOCK_PENDING_TTL): 7 days. */
export const DEFAULT_PENDING_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface AdminRecord extends Versioned {
  id: number;
  role: AdminRole;
  first_name: string;
  last_name: string;
  /** Stored trimmed and lower-cased. */
  email: string;
  mobile: string | null;
  /** Relative to the image base URL, e.g. `uploads/avatars/1.svg`. */
  image_url: string | null;
  status: AdminStatus;
  created_at: string;
  /** `scrypt$<salt>$<hash>`, see auth.ts. */
  password_hash: string;
  /** What a sub admin may do (see permissions.ts); an administrator's are all-allowing. */
  permissions: Permissions;
}

/** A new account; `updated_by` names the admin who created it (none when self-registered). */
export type NewAdmin = Omit<AdminRecord, 'id' | 'created_at' | 'permissions' | keyof Versioned> &
  Partial<Pick<Versioned, 'updated_by'>> &
  Partial<Pick<AdminRecord, 'permissions'>>;

export interface AdminSeedConfig {
  seed: number;
  adminEmail: string;
  adminPassword: string;
  subAdminEmail: string;
  subAdminPassword: string;
  subAdminCount: number;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function avatarPath(id: number): string {
  return `uploads/avatars/${id}.svg`;
}

export function fullName(admin: Pick<AdminRecord, 'first_name' | 'last_name'>): string {
  return `${admin.first_name} ${admin.last_name}`.trim();
}

/** Splits "Asha Rani Menon" into first "Asha" and last "Rani Menon". */
export function splitName(name: string): { first_name: string; last_name: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space === -1) return { first_name: trimmed, last_name: '' };
  return { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1) };
}

/**
 * Admin accounts: the two demo accounts first (ids 1 and 2), then generated sub admins, then
 * registrations. A registration still `pending` after `pendingTtlMs` (counted from `created_at`)
 * has lapsed: every lookup drops it first, so no caller can see, approve or sign in to it, and
 * its address is free again.
 */
export class AdminCollection {
  private readonly rows: AdminRecord[];
  private nextId: number;

  constructor(
    rows: AdminRecord[],
    private readonly pendingTtlMs = DEFAULT_PENDING_TTL_SECONDS * 1000,
  ) {
    this.rows = rows;
    this.nextId = rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
  }

  /** When a pending registration made at `createdAt` lapses (epoch ms). */
  private pendingExpiry(createdAt: string): number {
    return Date.parse(createdAt) + this.pendingTtlMs;
  }

  private dropLapsedRegistrations(): void {
    const now = Date.now();
    for (let i = this.rows.length - 1; i >= 0; i -= 1) {
      const row = this.rows[i]!;
      if (row.status === 'pending' && this.pendingExpiry(row.created_at) <= now) {
        this.rows.splice(i, 1);
      }
    }
  }

  all(): readonly AdminRecord[] {
    this.dropLapsedRegistrations();
    return this.rows;
  }

  findById(id: number): AdminRecord | undefined {
    return this.all().find((row) => row.id === id);
  }

  findByEmail(email: string): AdminRecord | undefined {
    const wanted = normalizeEmail(email);
    return this.all().find((row) => row.email === wanted);
  }

  create(input: NewAdmin, now = new Date()): AdminRecord {
    const row: AdminRecord = {
      ...input,
      id: this.nextId,
      email: normalizeEmail(input.email),
      created_at: now.toISOString(),
      ...seededVersion(now.toISOString()),
      updated_by: input.updated_by ?? null,
      permissions: copyPermissions(
        input.permissions ??
          (input.role === ADMIN_ROLE ? ADMIN_PERMISSIONS : DEFAULT_SUB_ADMIN_PERMISSIONS),
      ),
    };
    this.nextId += 1;
    this.rows.push(row);
    return row;
  }

  update(id: number, patch: Partial<Omit<AdminRecord, 'id'>>): AdminRecord | undefined {
    const row = this.findById(id);
    if (!row) return undefined;
    Object.assign(row, patch);
    if (patch.email !== undefined) row.email = normalizeEmail(patch.email);
    return row;
  }

  /** Deletes the account for good; `false` when there was none. */
  remove(id: number): boolean {
    const index = this.rows.findIndex((row) => row.id === id);
    if (index === -1) return false;
    this.rows.splice(index, 1);
    return true;
  }
}

/** Builds the seeded admin accounts. Same config ⇒ same accounts (apart from password salts). */
export function seedAdmins(config: AdminSeedConfig): AdminRecord[] {
  const faker = createSeededFaker(config.seed, 'admins');

  const rows: AdminRecord[] = [
    {
      id: 1,
      role: ADMIN_ROLE,
      first_name: 'Asha',
      last_name: 'Menon',
      email: normalizeEmail(config.adminEmail),
      mobile: '+91 98450 12345',
      image_url: avatarPath(1),
      status: 'active',
      created_at: '2025-01-06T04:30:00.000Z',
      ...seededVersion('2025-01-06T04:30:00.000Z'),
      password_hash: hashPasswordSync(config.adminPassword),
      permissions: copyPermissions(ADMIN_PERMISSIONS),
    },
    {
      id: 2,
      role: SUB_ADMIN_ROLE,
      first_name: 'Vikram',
      last_name: 'Singh',
      email: normalizeEmail(config.subAdminEmail),
      mobile: '+91 99001 54321',
      image_url: null,
      status: 'active',
      created_at: '2025-01-07T05:15:00.000Z',
      ...seededVersion('2025-01-07T05:15:00.000Z'),
      password_hash: hashPasswordSync(config.subAdminPassword),
      permissions: copyPermissions(EXISTING_SUB_ADMIN_PERMISSIONS),
    },
  ];

  const usedEmails = new Set(rows.map((row) => row.email));
  const dates = Array.from({ length: config.subAdminCount }, () =>
    faker.date.between({ from: '2025-02-01T00:00:00.000Z', to: '2026-11-01T00:00:00.000Z' }),
  ).sort((a, b) => a.getTime() - b.getTime());
  // Generated sub admins share the demo sub admin's password, so any of them can sign in.
  const sharedHash = hashPasswordSync(config.subAdminPassword);

  dates.forEach((date, index) => {
    const id = rows.length + 1;
    const { firstName, lastName } = indianName(faker);
    let email = normalizeEmail(
      faker.internet.email({ firstName, lastName, provider: 'example.in' }),
    );
    if (usedEmails.has(email)) email = email.replace('@', `.${id}@`);
    usedEmails.add(email);
    const hasMobile = faker.datatype.boolean(0.85);
    const mobile = `+91 ${faker.helpers.fromRegExp(/[6-9][0-9]{4}/)} ${faker.string.numeric(5)}`;
    const hasImage = faker.datatype.boolean(0.5);
    // The last generated account is always disabled, so there is one to try disabled sign-in with.
    const isLast = index === dates.length - 1;
    const disabled = faker.datatype.boolean(0.15) || isLast;

    rows.push({
      id,
      role: SUB_ADMIN_ROLE,
      first_name: firstName,
      last_name: lastName,
      email,
      mobile: hasMobile ? mobile : null,
      image_url: hasImage ? avatarPath(id) : null,
      status: disabled ? 'disabled' : 'active',
      created_at: date.toISOString(),
      ...seededVersion(date.toISOString()),
      password_hash: sharedHash,
      permissions: copyPermissions(EXISTING_SUB_ADMIN_PERMISSIONS),
    });
  });

  return rows;
}
