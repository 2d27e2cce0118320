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
 * Every string schema is single-line unless it says otherwise with `...MULTI_LINE`.
 */

export const TEXT_KEYWORD = 'x-text';

export type TextKind = 'single-line' | 'multi-line';
export const TEXT_KINDS: readonly TextKind[] = ['single-line', 'multi-line'];

/** Spread into a string schema that may hold several lines: Markdown, messages, addresses. */
export const MULTI_LINE = { [TEXT_KEYWORD]: 'multi-line' } as const;

/* eslint-disable no-control-regex -- finding control characters is the point */
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */
const LONE_SURROGATE = /\p{Cs}/u; // with the u flag, only surrogates that are not in a pair
// Shown as nothing: zero-width spaces and joiners, direction marks, soft hyphen, variation
// selectors, Hangul fillers (all Default_Ignorable_Code_Point), and the blank Braille pattern.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800]/u;
const SHOWN = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]/u;

export const TEXT_PROBLEMS = {
  controlSingleLine: 'must be one line without tabs or control characters',
  controlMultiLine: 'must not contain control characters other than tabs and line breaks',
  loneSurrogate: 'contains a broken character (a lone UTF-16 surrogate)',
  invisibleOnly:
    'must contain visible characters, not only invisible ones such as zero-width spaces',
} as const;

/** Why `value` is not acceptable text of this kind, or `undefined` when it is. */
export function textProblem(value: string, kind: TextKind): string | undefined {
  const control = kind === 'multi-line' ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL;
  if (control.test(value)) {
    return kind === 'multi-line' ? TEXT_PROBLEMS.controlMultiLine : TEXT_PROBLEMS.controlSingleLine;
  }
  if (LONE_SURROGATE.test(value)) return TEXT_PROBLEMS.loneSurrogate;
  if (kind === 'single-line' && INVISIBLE.test(value) && !SHOWN.test(value)) {
    return TEXT_PROBLEMS.invisibleOnly;
  }
  return undefined;
}
