import type { AccessLevel, AccessUser, PermissionSection } from '@/lib/access';

/** Every key this app writes to localStorage carries this prefix. */
export const STORAGE_PREFIX = 'bullet_';
export const TOKEN_KEY = `${STORAGE_PREFIX}token`;
/** The account's access (role and permissions, nothing else) from its last profile answer. */
export const ACCESS_KEY = `${STORAGE_PREFIX}access`;

// localStorage can throw (private mode, quota, disabled storage): the session then lives in memory only.
function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** What is kept of an account between page loads: what the access rules read, no personal data. */
export type CachedAccess = AccessUser;

/** Only role and permissions are kept, whatever else the profile carried. */
export function accessOf(user: AccessUser): CachedAccess {
  return user.permissions
    ? {
        role: user.role,
        permissions: {
          sections: { ...user.permissions.sections },
          reveal: user.permissions.reveal,
        },
      }
    : { role: user.role };
}

const LEVELS: readonly unknown[] = ['none', 'read', 'write'] satisfies AccessLevel[];

/** A stored copy read back: anything not shaped like one (edited, older format) is no copy. */
export function parseAccess(text: string | null): CachedAccess | null {
  if (!text) return null;
  const value = safely<unknown>(() => JSON.parse(text), null);
  if (!value || typeof value !== 'object') return null;
  const { role, permissions } = value as { role?: unknown; permissions?: unknown };
  if (typeof role !== 'number' || !Number.isInteger(role)) return null;
  if (permissions === undefined) return { role };
  const { sections, reveal } = (permissions ?? {}) as { sections?: unknown; reveal?: unknown };
  if (!sections || typeof sections !== 'object' || typeof reveal !== 'boolean') return null;
  if (!Object.values(sections).every((level) => LEVELS.includes(level))) return null;
  return {
    role,
    permissions: { sections: sections as Record<PermissionSection, AccessLevel>, reveal },
  };
}

export const storage = {
  getToken: (): string | null => safely(() => window.localStorage.getItem(TOKEN_KEY), null),
  /** A new session: the access kept is the previous account's, so it goes (the new one follows). */
  setToken: (token: string): void =>
    safely(() => {
      window.localStorage.removeItem(ACCESS_KEY);
      window.localStorage.setItem(TOKEN_KEY, token);
    }, undefined),
  clearToken: (): void =>
    safely(() => {
      window.localStorage.removeItem(TOKEN_KEY);
      window.localStorage.removeItem(ACCESS_KEY);
    }, undefined),
  getAccess: (): CachedAccess | null =>
    parseAccess(safely(() => window.localStorage.getItem(ACCESS_KEY), null)),
  setAccess: (access: CachedAccess): void =>
    safely(() => window.localStorage.setItem(ACCESS_KEY, JSON.stringify(access)), undefined),
};
