import * as yup from 'yup';
import { requestRules } from '@/lib/api-limits.gen';
import type { PolicyDetail } from '@/lib/api-schema.gen';
import { formatDate, indiaDate } from '@/lib/format';
import { requiredText } from '@/lib/form-rules';
import { POLICY_STATUSES, type PolicyStatus } from '../api/policies';

const { title, body } = requestRules.PolicyAddRequest;
const { change_note: changeNote } = requestRules.PolicyPublishRequest;

export type PolicyFormValues = {
  title: string;
  body: string;
  effective_date: string;
  change_note: string;
  status: PolicyStatus;
};

/** A YYYY-MM-DD day as a date: an India day, read at midnight India time as formatDate shows it. */
export const formatDay = (day: string | undefined) =>
  formatDate(day ? `${day}T00:00:00+05:30` : null);

/** Today in India, as YYYY-MM-DD. */
export function today(now = new Date()): string {
  return indiaDate(now);
}

/**
 * The API's rules: a new version may not take effect before the current one, and must change
 * something. `current` is the policy being given a new version; none for a new policy.
 */
export const policySchema = (current?: PolicyDetail) =>
  yup.object({
    title: requiredText('Enter the title', title),
    // Not trimmed: Markdown may start or end with meaningful spaces.
    body: yup
      .string()
      .required('Write the policy text')
      .max(body.maxLength, `Use at most ${body.maxLength.toLocaleString('en-IN')} characters`)
      .test(
        'changed',
        `Change the text or title: this is the same as version ${current?.version ?? 0}`,
        function changed(body) {
          if (!current) return true;
          return body !== current.body || this.parent.title?.trim() !== current.title;
        },
      ),
    effective_date: yup
      .string()
      .required('Choose the date from which it applies')
      .matches(/^\d{4}-\d{2}-\d{2}$/, 'Choose the date from which it applies')
      .test(
        'not-before-current',
        `Choose ${current?.effective_date ?? ''} or later: version ${current?.version ?? 0} applies from then`,
        (date) => !current || !date || date >= current.effective_date,
      ),
    change_note: yup
      .string()
      .trim()
      .max(changeNote.maxLength, `Use at most ${changeNote.maxLength} characters`),
    status: yup.string().oneOf(POLICY_STATUSES).required(),
  });

/** A new policy's blank form, or the next version prefilled with the current one. */
export function policyValues(current?: PolicyDetail): PolicyFormValues {
  const now = today();
  return {
    title: current?.title ?? '',
    body: current?.body ?? '',
    effective_date: current && current.effective_date > now ? current.effective_date : now,
    change_note: '',
    status: current?.status ?? 'active',
  };
}
