// The console's message catalogs, as the tests read them: each folder's messages.en.json and
// messages.hi.json under web/src, and the sections' labels (English from the API's manifest, Hindi
// from web/src/lib/messages.hi.json).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sectionManifest } from '../../web/src/lib/api-schema.gen';
import { REPO_DIR } from './env';

type Catalog = Record<string, string>;
const SRC = path.join(REPO_DIR, 'web', 'src');

function catalogFiles(dir: string, name: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return catalogFiles(full, name);
    return entry.name === name ? [full] : [];
  });
}

function read(language: 'en' | 'hi'): Catalog {
  const merged: Catalog = {};
  for (const file of catalogFiles(SRC, `messages.${language}.json`)) {
    Object.assign(merged, JSON.parse(readFileSync(file, 'utf8')) as Catalog);
  }
  if (language === 'en') {
    for (const declared of Object.values(sectionManifest) as {
      label: { key: string; text: string };
      nav?: { key: string; text: string };
    }[]) {
      for (const { key, text } of [declared.label, ...(declared.nav ? [declared.nav] : [])]) {
        merged[key] = text;
      }
    }
  }
  return merged;
}

export const CATALOGS = { en: read('en'), hi: read('hi') };

/** A message with no values, in one language. */
export const text = (language: 'en' | 'hi', key: string): string => {
  const message = CATALOGS[language][key];
  if (message === undefined) throw new Error(`No message ${key} in the ${language} catalogs`);
  return message;
};

/** The text an ICU message can show: each plural branch, with `#` and every value as a wildcard. */
function shapes(message: string): string[] {
  const plural = /\{\s*\w+\s*,\s*(?:plural|select)\s*,((?:[^{}]|\{[^{}]*\})*)\}/;
  const found = plural.exec(message);
  if (!found) return [message];
  const branches = [...found[1]!.matchAll(/[\w=]+\s*\{([^{}]*)\}/g)].map((branch) => branch[1]!);
  return branches.flatMap((branch) =>
    shapes(message.slice(0, found.index) + branch + message.slice(found.index + found[0].length)),
  );
}

const escape = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English text of every message Hindi says differently, as regular-expression sources that
 * match a whole text (each value matches any text). A message with values whose own words are
 * too few to tell it from data ("{a} and {b}", "Driver {name}") is left out.
 */
export function englishOnlyPatterns(): string[] {
  const patterns = new Set<string>();
  for (const [key, english] of Object.entries(CATALOGS.en)) {
    if (CATALOGS.hi[key] === english) continue; // the same in both ("English", "CSV")
    for (const shape of shapes(english)) {
      const parts = shape
        .replace(/\s+/g, ' ')
        .trim()
        .split(/\{[^{}]*\}|#/);
      const words = parts.join(' ').match(/[A-Za-z]{2,}/g) ?? [];
      if (parts.length > 1 ? words.length < 2 || words.join('').length < 6 : words.length === 0) {
        continue;
      }
      patterns.add(`^${parts.map(escape).join('.+')}$`);
    }
  }
  return [...patterns];
}
