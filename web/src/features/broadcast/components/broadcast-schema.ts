import * as yup from 'yup';
import type { BroadcastAudience, BroadcastSendRequest } from '@/lib/api-schema.gen';
import { LIMITS } from '../api/broadcast';

export type BroadcastFormValues = {
  title: string;
  message: string;
  audience_mode: 'all' | 'chosen';
  state_ids: number[];
  city_ids: number[];
  company_ids: number[];
  push: boolean;
  in_app: boolean;
};

export const emptyBroadcast: BroadcastFormValues = {
  title: '',
  message: '',
  audience_mode: 'all',
  state_ids: [],
  city_ids: [],
  company_ids: [],
  push: true,
  in_app: true,
};

/** A push notification is short; an in-app message may be longer. */
export const messageLimit = (values: Pick<BroadcastFormValues, 'push'>) =>
  values.push ? LIMITS.pushMessage : LIMITS.inAppMessage;

/** Ids of the messages under the channel and audience choices (each a group, not one field). */
export const CHANNEL_ERROR_ID = 'field-channels-error';
export const AUDIENCE_ERROR_ID = 'field-audience-error';

export const NO_AUDIENCE = 'Choose at least one state, city or company, or send to all drivers';

export const broadcastSchema = yup.object({
  title: yup
    .string()
    .trim()
    .required('Enter a title')
    .max(LIMITS.title, `Use at most ${LIMITS.title} characters`),
  message: yup
    .string()
    .trim()
    .required('Write the message')
    .when('push', ([push]: boolean[], schema) => {
      const max = push ? LIMITS.pushMessage : LIMITS.inAppMessage;
      const why = push ? ' for a push notification' : '';
      return schema.max(max, `Use at most ${max} characters${why}`);
    }),
  audience_mode: yup.string().oneOf(['all', 'chosen']).required(),
  state_ids: yup.array(yup.number().required()).test('audience', NO_AUDIENCE, function chosen() {
    const { audience_mode, state_ids, city_ids, company_ids } = this.parent as BroadcastFormValues;
    return audience_mode === 'all' || state_ids.length + city_ids.length + company_ids.length > 0;
  }),
  in_app: yup.boolean().test('channel', 'Choose at least one channel', function channel(inApp) {
    return Boolean(inApp) || Boolean((this.parent as BroadcastFormValues).push);
  }),
});

/** The audience to count and send to, or null while none is chosen. */
export function audienceOf(values: BroadcastFormValues): BroadcastAudience | null {
  if (values.audience_mode === 'all') {
    return { all: true, state_ids: [], city_ids: [], company_ids: [] };
  }
  const { state_ids, city_ids, company_ids } = values;
  if (state_ids.length + city_ids.length + company_ids.length === 0) return null;
  return { all: false, state_ids, city_ids, company_ids };
}

export function broadcastRequest(values: BroadcastFormValues): BroadcastSendRequest {
  return {
    title: values.title.trim(),
    message: values.message.trim(),
    audience: audienceOf(values) ?? { all: true, state_ids: [], city_ids: [], company_ids: [] },
    channels: [
      ...(values.push ? ['push' as const] : []),
      ...(values.in_app ? ['in_app' as const] : []),
    ],
  };
}

/** "push notification and in-app message", for the confirmation. */
export function channelWords(values: Pick<BroadcastFormValues, 'push' | 'in_app'>): string {
  const words = [values.push && 'push notification', values.in_app && 'in-app message'];
  return words.filter(Boolean).join(' and ');
}
