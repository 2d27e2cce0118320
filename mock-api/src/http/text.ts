/**
 * What a text field may contain, checked once for every string in a request (body, query string,
 * URL parameters) by the `x-text` validation keyword (see validation.ts):
 *
 * - no NUL or other control characters (C0, DEL, C1); multi-line fields keep tab, CR and LF;
 * - no lone UTF-16 surrogates (JSON `"\ud800"`), which cannot be stored or shown as text;
 * - a single-line field with something in it must show something: a name made only of zero-width
 *   spaces and other invisible characters is refused. (Blank values, spaces only, are left to
 *   trimming and `minLength`, as before.)
 *
 * Names and titles (`...NAME`: companies, states, cities, resting points, vehicle types, police
 * stations and officers, people, policy, page and broadcast titles) are single-line and shown in
 * many places, some of which may put them into HTML or next to other text, so they also refuse:
 * - markup: `<` followed by a letter, `/`, `!` or `?`;
 * - text-direction controls (U+202A–U+202E, U+2066–U+2069), which can make a name read backwards;
 * - line and paragraph separators (U+2028, U+2029);
 * - other invisible characters (Default_Ignorable_Code_Point: zero-width spaces, tag characters
 *   U+E0000–U+E007F, soft hyphens…), except a zero-width joiner or non-joiner inside a word of
 *   one Indic script, where it chooses a half-form or a chillu (क्‍ष, കൊച്ചിന്‍);
 * - more than 3 combining marks (category Mn) stacked on one character, counted after NFC
 *   ("Zalgo" text that spills over the lines around it).
 *
 * Every string schema is single-line unless it says otherwise with `...MULTI_LINE` or `...NAME`.
 */

export const TEXT_KEYWORD = 'x-text';

export type TextKind = 'single-line' | 'multi-line' | 'name';
export const TEXT_KINDS: readonly TextKind[] = ['single-line', 'multi-line', 'name'];

/** Spread into a string schema that may hold several lines: Markdown, messages, addresses. */
export const MULTI_LINE = { [TEXT_KEYWORD]: 'multi-line' } as const;
/**
 * Spread into a string schema whose text is shown as written: never read as Markdown or HTML by
 * this API or its readers (broadcast messages, change notes).
 */
export const PLAIN_TEXT = {
  contentMediaType: 'text/plain',
} as const;
/** Spread into the string schema of a name or title (see above). */
export const NAME = { [TEXT_KEYWORD]: 'name' } as const;

/* eslint-disable no-control-regex -- finding control characters is the point */
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */
const LONE_SURROGATE = /\p{Cs}/u; // with the u flag, only surrogates that are not in a pair
// Shown as nothing: zero-width spaces and joiners, direction marks, soft hyphen, variation
// selectors, Hangul fillers (all Default_Ignorable_Code_Point), and the blank Braille pattern.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800]/u;
const SHOWN = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]/u;

const MARKUP = /<[A-Za-z/!?]/;
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const LINE_SEPARATOR = /[\u2028\u2029]/;
const JOINER = /[\u200C\u200D]/;
const INVISIBLE_EXCEPT_JOINERS = /(?![\u200C\u200D])\p{Default_Ignorable_Code_Point}/u;
const STACKED_MARKS = /\p{Mn}{4}/u;
/** Scripts whose writers need ZWJ/ZWNJ inside words (half-forms, chillus, explicit viramas). */
const INDIC_SCRIPTS = [
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
].map((script) => new RegExp(`^\\p{Script=${script}}$`, 'u'));

const LETTER_OR_MARK = /[\p{L}\p{M}]/u;

/**
 * Whether every ZWJ/ZWNJ follows a character of an Indic script and is followed by one of the
 * same script, or ends the word (a chillu: കൊച്ചിന്‍).
 */
function joinersInIndicWords(value: string): boolean {
  const chars = [...value];
  return chars.every((char, index) => {
    if (!JOINER.test(char)) return true;
    const before = chars[index - 1];
    const after = chars[index + 1];
    const script = INDIC_SCRIPTS.find((pattern) => before !== undefined && pattern.test(before));
    if (!script) return false;
    return after === undefined || !LETTER_OR_MARK.test(after) || script.test(after);
  });
}

export const TEXT_PROBLEMS = {
  controlSingleLine: 'must be one line without tabs or control characters',
  controlMultiLine: 'must not contain control characters other than tabs and line breaks',
  loneSurrogate: 'contains a broken character (a lone UTF-16 surrogate)',
  invisibleOnly:
    'must contain visible characters, not only invisible ones such as zero-width spaces',
  markup: 'must not contain HTML markup (< followed by a letter, /, ! or ?)',
  directionControl: 'must not contain text-direction controls (U+202A–U+202E, U+2066–U+2069)',
  lineSeparator: 'must be one line, without line or paragraph separators (U+2028, U+2029)',
  invisible:
    'must not contain invisible characters such as zero-width spaces or tag characters (a zero-width joiner or non-joiner only between letters of one Indic script)',
  stackedMarks: 'must not stack more than 3 combining marks on one letter',
} as const;

/** Why a name or title is not acceptable, past the single-line rules. */
function nameProblem(value: string): string | undefined {
  if (MARKUP.test(value)) return TEXT_PROBLEMS.markup;
  if (DIRECTION_CONTROL.test(value)) return TEXT_PROBLEMS.directionControl;
  if (LINE_SEPARATOR.test(value)) return TEXT_PROBLEMS.lineSeparator;
  if (INVISIBLE_EXCEPT_JOINERS.test(value) || !joinersInIndicWords(value)) {
    return TEXT_PROBLEMS.invisible;
  }
  if (STACKED_MARKS.test(value.normalize('NFC'))) return TEXT_PROBLEMS.stackedMarks;
  return undefined;
}

/** Why `value` is not acceptable text of this kind, or `undefined` when it is. */
export function textProblem(value: string, kind: TextKind): string | undefined {
  const control = kind === 'multi-line' ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL;
  if (control.test(value)) {
    return kind === 'multi-line' ? TEXT_PROBLEMS.controlMultiLine : TEXT_PROBLEMS.controlSingleLine;
  }
  if (LONE_SURROGATE.test(value)) return TEXT_PROBLEMS.loneSurrogate;
  if (kind !== 'multi-line' && INVISIBLE.test(value) && !SHOWN.test(value)) {
    return TEXT_PROBLEMS.invisibleOnly;
  }
  return kind === 'name' ? nameProblem(value) : undefined;
}
