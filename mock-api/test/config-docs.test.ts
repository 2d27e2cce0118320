import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ENV } from '../src/config.js';

/**
 * `.env.example` and the README's variable table are written for people, so they are checked
 * against the schema (src/config.ts) rather than generated from it: a variable missing from
 * either, a name neither knows, or a default that differs fails here.
 */
const read = (file: string) => readFileSync(resolve(__dirname, '../..', file), 'utf8');
const defaults = new Map(
  Object.entries(ENV.properties).map(([name, schema]) => [
    name,
    String((schema as { default?: unknown }).default),
  ]),
);
/** Whole MOCK_ names; an abbreviation such as `MOCK_REGISTER_…` is not one. */
const namesIn = (text: string) =>
  new Set([...text.matchAll(/\bMOCK_[A-Z0-9_]*[A-Z0-9](?![A-Z0-9_…])/g)].map((m) => m[0]));

describe('.env.example', () => {
  const example = read('.env.example');

  it('shows each variable with the default the mock API uses', () => {
    const lines = [...example.matchAll(/^(MOCK_[A-Z0-9_]+)=(.*)$/gm)];
    expect(lines.map(([, name]) => name).sort()).toEqual([...defaults.keys()].sort());
    for (const [, name, value] of lines) {
      expect({ [name!]: value }).toEqual({ [name!]: defaults.get(name!) });
    }
  });
});

describe("the README's configuration", () => {
  const readme = read('README.md');

  it('names every variable, and none that the mock API does not read', () => {
    expect([...namesIn(readme)].sort()).toEqual([...defaults.keys()].sort());
  });

  it("gives each variable's default where its table row shows one", () => {
    const rows = [...readme.matchAll(/^\| *(`MOCK_[^|]*?) *\| *([^|]*?) *\|/gm)];
    let checked = 0;
    for (const [, namesCell, defaultsCell] of rows) {
      const names = namesCell!.split(' / ').map((cell) => cell.replaceAll('`', ''));
      const values = defaultsCell!.split(' / ').map((cell) => cell.replaceAll('`', ''));
      if (defaultsCell === 'empty') values[0] = '';
      else if (!defaultsCell!.startsWith('`')) continue; // "see Security"
      if (values.length !== names.length || !names.every((name) => defaults.has(name))) continue;
      names.forEach((name, i) => {
        expect({ [name]: values[i] }).toEqual({ [name]: defaults.get(name) });
        checked += 1;
      });
    }
    // Most rows show a default; a table that stopped matching the pattern would check none.
    expect(checked).toBeGreaterThan(defaults.size / 2);
  });
});
