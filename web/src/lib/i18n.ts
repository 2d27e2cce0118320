import { setupI18n, type Messages } from '@lingui/core';
import { use, useSyncExternalStore } from 'react';
import type { Preferences } from '@/lib/api-schema.gen';

/*
 * The console's text, in English or Hindi, through Lingui's core (ICU plurals;
 * messages compiled at build time by scripts/catalogs.ts, so no parser ships). Each folder with
 * text keeps `messages.en.json` and `messages.hi.json`; its generated `messages.gen.ts` carries
 * the English with the code that uses it and loads the Hindi only when Hindi is chosen.
 */

export type Language = Preferences['language'];
export type CompiledMessages = Messages;

export const LANGUAGES: readonly Language[] = ['en', 'hi'];

/** How numbers and dates are written: Latin digits with Indian grouping (1,95,981) in both. */
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export const i18n = setupI18n({ locale: 'en', locales: [LOCALES.en], messages: { en: {} } });

type HindiLoader = () => Promise<CompiledMessages>;
type Registered = { loadHindi: HindiLoader; hindi?: Promise<void>; hindiLoaded: boolean };
const catalogs = new Map<string, Registered>();

function loadHindi(entry: Registered): Promise<void> {
  entry.hindi ??= entry.loadHindi().then((messages) => {
    i18n.load('hi', messages);
    entry.hindiLoaded = true;
  });
  return entry.hindi;
}

/** The language the console speaks now. */
export const currentLanguage = (): Language => i18n.locale as Language;

const onLanguageChange = (listener: () => void) => i18n.on('change', listener);

/** The language the console speaks, re-rendering the caller when it changes. */
export const useLanguage = (): Language =>
  useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);

/** The language asked for last: a catalog registered meanwhile starts loading it at once. */
let wanted: Language = 'en';

/**
 * Speaks `language` from now on, once every catalog registered so far has it. Call it again
 * after loading more code to wait for that code's Hindi too (useT would otherwise suspend).
 */
export async function activateLanguage(language: Language): Promise<void> {
  wanted = language;
  if (language === 'hi') await Promise.all([...catalogs.values()].map(loadHindi));
  if (wanted === language && i18n.locale !== language) {
    i18n.activate(language, [LOCALES[language]]);
  }
}

/** The keys of messages that take no values. */
export type PlainKey<Values> = {
  [Key in keyof Values & string]: Values[Key] extends undefined ? Key : never;
}[keyof Values & string];

type Args<Values, Key extends keyof Values> = Values[Key] extends undefined
  ? []
  : [values: Values[Key]];

export type Translate<Values> = <Key extends keyof Values & string>(
  key: Key,
  ...values: Args<Values, Key>
) => string;

/**
 * A folder's catalog (called by its generated messages.gen.ts): `t` for text outside React
 * (validation messages, toasts) and `useT` for components, which re-render when the language
 * changes and wait (Suspense) for this folder's Hindi the first time it is needed.
 */
export function catalog<Values>(name: string, en: CompiledMessages, hindi: HindiLoader) {
  i18n.load('en', en);
  const entry: Registered = catalogs.get(name) ?? { loadHindi: hindi, hindiLoaded: false };
  catalogs.set(name, entry);
  if (wanted === 'hi') void loadHindi(entry);

  const t: Translate<Values> = (key, ...values) =>
    i18n._(key, values[0] as Record<string, unknown> | undefined);

  // One function per language, so that what a component memoizes on `t` is redone on a switch.
  const bound = { en: t, hi: ((key, ...values) => t(key, ...values)) as Translate<Values> };

  function useT(): Translate<Values> {
    const language = useLanguage();
    if (language === 'hi' && !entry.hindiLoaded) use(loadHindi(entry));
    return bound[language];
  }

  return { t, useT };
}

/** Stands for a value a message shows as an element (bold, a link): see `around`. */
export const ELEMENT = '\u2063';

/**
 * The text before and after the value given as `ELEMENT`, so that the value can be rendered as
 * an element in any language's word order: `around(t('key', { email: ELEMENT }))`.
 */
export function around(message: string): [before: string, after: string] {
  const [before = '', after = ''] = message.split(ELEMENT);
  return [before, after];
}
