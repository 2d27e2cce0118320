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

/** Speaks `language` (its catalogs loaded first) and says so on <html lang> for screen readers. */
export async function applyLanguage(language: Language): Promise<void> {
  await activateLanguage(language);
  document.documentElement.lang = language;
}
