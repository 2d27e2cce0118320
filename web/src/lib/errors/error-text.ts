import { currentLanguage, i18n } from '@/lib/i18n';
import { t } from './messages.gen';

/** The values an error answer's `params` carry. */
export type ErrorParams = Record<string, string | number>;

/**
 * What the console says about a failure the API explained: in English the server's message as
 * sent (the spec's rule); in another language the catalog's text for its code (`error.<code>`, or
 * `field.<code>` for a form field's problem), and the server's message for a code the catalog does
 * not know or an answer without one (an injected fault, a backend with codes of its own).
 */
export function localizedFailure(
  kind: 'error' | 'field',
  code: string | null | undefined,
  params: ErrorParams | undefined,
  message: string,
): string {
  if (currentLanguage() === 'en' || !code) return message;
  const key = `${kind}.${code}`;
  // The key comes from the answer, so it is looked up rather than typed.
  if (!(key in i18n.messages)) return message;
  return (t as (key: string, values?: ErrorParams) => string)(key, params);
}
