import * as yup from 'yup';
import type { BroadcastAudience, BroadcastSendRequest } from '@/lib/api-schema.gen';
import { LIMITS } from '../api/broadcast';
import { t } from '../messages.gen';

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

// Messages are functions: read in the language of the moment each time the form is checked.
export const broadcastSchema = yup.object({
  title: yup
    .string()
    .trim()
    .required(() => t('broadcast.rule.title'))
    .max(LIMITS.title, () => t('broadcast.rule.max', { max: LIMITS.title })),
  message: yup
    .string()
    .trim()
    .required(() => t('broadcast.rule.message'))
    .when('push', ([push]: boolean[], schema) => {
      const max = push ? LIMITS.pushMessage : LIMITS.inAppMessage;
      return schema.max(max, () =>
        t(push ? 'broadcast.rule.maxPush' : 'broadcast.rule.max', { max }),
      );
    }),
  audience_mode: yup.string().oneOf(['all', 'chosen']).required(),
  state_ids: yup.array(yup.number().required()).test(
    'audience',
    () => t('broadcast.rule.audience'),
    function chosen() {
      const { audience_mode, state_ids, city_ids, company_ids } = this
        .parent as BroadcastFormValues;
      return audience_mode === 'all' || state_ids.length + city_ids.length + company_ids.length > 0;
    },
  ),
  in_app: yup.boolean().test(
    'channel',
    () => t('broadcast.rule.channel'),
    function channel(inApp) {
      return Boolean(inApp) || Boolean((this.parent as BroadcastFormValues).push);
    },
  ),
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

/** Which channels a broadcast goes out on, as the confirmation's message chooses its words. */
export function channelChoice(values: Pick<BroadcastFormValues, 'push' | 'in_app'>): string {
  if (values.push && values.in_app) return 'both';
  return values.push ? 'push' : 'in_app';
}
