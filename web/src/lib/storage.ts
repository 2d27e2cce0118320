/** Every key this app writes to localStorage carries this prefix. */
export const STORAGE_PREFIX = 'bullet_';
export const TOKEN_KEY = `${STORAGE_PREFIX}token`;

// localStorage can throw (private mode, quota, disabled storage): the session then lives in memory only.
function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export const storage = {
  getToken: (): string | null => safely(() => window.localStorage.getItem(TOKEN_KEY), null),
  setToken: (token: string): void =>
    safely(() => window.localStorage.setItem(TOKEN_KEY, token), undefined),
  clearToken: (): void => safely(() => window.localStorage.removeItem(TOKEN_KEY), undefined),
};
