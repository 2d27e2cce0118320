import * as yup from 'yup';
import { t } from './messages.gen';

/** A text field's length rule from the generated `requestRules`. */
type LengthRule = { readonly minLength?: number; readonly maxLength?: number };

/**
 * A required text field, trimmed, with the API's length rule in the console's words. A minimum
 * of one character is what `required` already says, so only longer minimums get a message.
 */
export function requiredText(
  // A function is read each time the form is checked, in the language of the moment.
  required: string | (() => string),
  { minLength = 1, maxLength }: LengthRule,
) {
  let schema = yup.string().trim().required(required);
  if (minLength > 1) schema = schema.min(minLength, () => t('form.atLeast', { count: minLength }));
  if (maxLength !== undefined)
    schema = schema.max(maxLength, () => t('form.atMost', { count: maxLength }));
  return schema;
}
