/** How the console looks for an account: its colour mode and its language. */
export const THEMES = ['system', 'light', 'dark'] as const;
export const LANGUAGES = ['en', 'hi'] as const;

export interface Preferences {
  /** `system`: follow the device's light or dark setting. */
  theme: (typeof THEMES)[number];
  language: (typeof LANGUAGES)[number];
}

export const DEFAULT_PREFERENCES: Readonly<Preferences> = { theme: 'system', language: 'en' };

/** Each account's preferences; an account that never chose has the defaults. */
export class PreferencesStore {
  private readonly byAccount = new Map<number, Preferences>();

  of(accountId: number): Preferences {
    return { ...(this.byAccount.get(accountId) ?? DEFAULT_PREFERENCES) };
  }

  update(accountId: number, patch: Partial<Preferences>): Preferences {
    const next = { ...this.of(accountId), ...patch };
    this.byAccount.set(accountId, next);
    return { ...next };
  }

  clear(): void {
    this.byAccount.clear();
  }
}
