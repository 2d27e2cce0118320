import type { FieldLabels } from '@/lib/stale-edit';

/*
 * A form's values, derived from the API's request type: one value per request field, as its
 * input holds it, so a field renamed in a route schema (and regenerated) fails typecheck in the
 * form's values, its field names and what it sends.
 */

/** What an input holds for a request field: a select holds a number as text; lists item by item. */
type InputOf<T> = T extends boolean
  ? boolean
  : T extends readonly (infer I)[]
    ? InputOf<I>[]
    : T extends number
      ? string
      : T;

/** Set by the form itself, never typed: the record's id and the version it loaded. */
type Managed = 'id' | 'version';

/**
 * The values of a form that sends `Request`. `Inputs` says how an input holds a request field
 * when not as text (a number box, an empty choice); naming a field the request lacks is an error.
 * `Extra` are the form's own fields that are not sent as such (a confirmation, a time pair), and
 * `Derived` the request fields made from them rather than typed (`opening_hours` from the pair).
 */
export type FormValuesOf<
  Request,
  Inputs extends { [K in keyof Inputs]: K extends keyof Request ? unknown : never } = object,
  Extra extends object = object,
  Derived extends keyof Request = never,
> = {
  -readonly [K in Exclude<keyof Request, Managed | Derived | keyof Inputs>]-?: InputOf<
    NonNullable<Request[K]>
  >;
} & Inputs &
  Extra;

/**
 * The labels of a form, in one place: one per value (its input's label) and those the list of
 * what someone else changed meanwhile shows, by field of the record (see stale-edit).
 */
export type FormLabels<Values, Record> = globalThis.Record<keyof Values & string, string> &
  FieldLabels<Record>;

/** A field's name and label, for a field component: `<TextField {...field('code')} />`. */
export type FieldOf<Values> = <K extends keyof Values & string>(
  name: K,
) => { name: K; label: string };

/** `field(name)` of a form: only a name of its values is accepted. */
export const fieldsOf =
  <Values>(labels: globalThis.Record<keyof Values & string, string>): FieldOf<Values> =>
  (name) => ({ name, label: labels[name] });
