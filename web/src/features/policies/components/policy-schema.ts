import * as yup from 'yup';
import { requestRules } from '@/lib/api-limits.gen';
import type { PolicyDetail } from '@/lib/api-schema.gen';
import { formatDate, formatNumber, indiaDate } from '@/lib/format';
import { requiredText } from '@/lib/form-rules';
import { POLICY_STATUSES, type PolicyStatus } from '../api/policies';
import { t } from '../messages.gen';

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
  // eslint-disable-next-line i18next/no-literal-string -- an ISO time of day, not text
  formatDate(day ? `${day}T00:00:00+05:30` : null);

/** Today in India, as YYYY-MM-DD. */
export function today(now = new Date()): string {
  return indiaDate(now);
}

/** The choices of a new policy's status, in the language of the moment (call it when rendering). */
export const policyStatusOptions = () => [
  { value: 'active', label: t('policies.status.activeOption') },
  { value: 'inactive', label: t('policies.status.inactiveOption') },
];

/** The list's status filter, in the language of the moment. */
export const policyStatusFilterOptions = () => [
  { value: 'active', label: t('policies.status.active') },
  { value: 'inactive', label: t('policies.status.inactive') },
];

/**
 * The API's rules: a new version may not take effect before the current one, and must change
 * something. `current` is the policy being given a new version; none for a new policy. Built
 * when the form renders, so its messages are in the language of the moment.
 */
export const policySchema = (current?: PolicyDetail) =>
  yup.object({
    title: requiredText(t('policies.rules.title'), title),
    // Not trimmed: Markdown may start or end with meaningful spaces.
    body: yup
      .string()
      .required(() => t('policies.rules.body'))
      .max(body.maxLength, () => t('policies.rules.bodyMax', { max: formatNumber(body.maxLength) }))
      .test(
        'changed',
        () => t('policies.rules.unchanged', { version: current?.version ?? 0 }),
        function changed(body) {
          if (!current) return true;
          return body !== current.body || this.parent.title?.trim() !== current.title;
        },
      ),
    effective_date: yup
      .string()
      .required(() => t('policies.rules.date'))
      .matches(/^\d{4}-\d{2}-\d{2}$/, () => t('policies.rules.date'))
      .test(
        'not-before-current',
        () =>
          t('policies.rules.notBefore', {
            day: current?.effective_date ?? '',
            version: current?.version ?? 0,
          }),
        (date) => !current || !date || date >= current.effective_date,
      ),
    change_note: yup
      .string()
      .trim()
      .max(changeNote.maxLength, () =>
        t('policies.rules.changeNoteMax', { max: changeNote.maxLength }),
      ),
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
