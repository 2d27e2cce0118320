import { activateLanguage, LANGUAGES, type Language } from '@/lib/i18n';
import { STORAGE_PREFIX } from '@/lib/storage';

/** Read before the first paint by public/theme.js, which spells the same key. */
export const LANGUAGE_KEY = `${STORAGE_PREFIX}language`;

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The language this browser last spoke for its account, English until one is chosen. */
export function storedLanguage(): Language {
  if (typeof window === 'undefined') return 'en'; // the sign-in page, prerendered at build
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : 'en';
  } catch {
    return 'en';
  }
}

export function keepLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage disabled: the choice lasts as long as the page.
  }
}

/**
 * Speaks `language` (its catalogs loaded first) and says so on <html lang> for screen readers.
 * The cookie of the same name tells nginx which language to serve the pages before the app
 * runs in (login.html or login.hi.html, index.html or index.hi.html): no flash of the other.
 */
export async function applyLanguage(language: Language): Promise<void> {
  // eslint-disable-next-line i18next/no-literal-string -- the cookie's attributes
  document.cookie = `${LANGUAGE_KEY}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
  await activateLanguage(language);
  document.documentElement.lang = language;
}
