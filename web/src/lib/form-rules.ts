import * as yup from 'yup';

/** A text field's length rule from the generated `requestRules`. */
type LengthRule = { readonly minLength?: number; readonly maxLength?: number };

/**
 * A required text field, trimmed, with the API's length rule in the console's words. A minimum
 * of one character is what `required` already says, so only longer minimums get a message.
 */
export function requiredText(required: string, { minLength = 1, maxLength }: LengthRule) {
  let schema = yup.string().trim().required(required);
  if (minLength > 1) schema = schema.min(minLength, `Use at least ${minLength} characters`);
  if (maxLength !== undefined)
    schema = schema.max(maxLength, `Use at most ${maxLength} characters`);
  return schema;
}
