import { api } from '@/lib/api-client';
import { codeRules, requestRules } from '@/lib/api-limits.gen';
import { useApiPostQuery, useApiQuery } from '@/lib/api-query';
import type { BroadcastAudience, BroadcastSendRequest } from '@/lib/api-schema.gen';

export const BROADCAST_PAGE_SIZE = 10;
/** The API's limits: a push notification shows a short title and message. */
export const LIMITS = {
  title: requestRules.BroadcastSendRequest.title.maxLength,
  pushMessage: codeRules.pushMessageMaxLength,
  inAppMessage: requestRules.BroadcastSendRequest.message.maxLength,
};

export const useBroadcastHistory = (page: number) =>
  useApiQuery('/broadcast_list', { page, limit: BROADCAST_PAGE_SIZE }, { keepPreviousData: true });

/** How many drivers `audience` reaches; `null` skips the call (no audience chosen yet). */
export const useAudienceCount = (audience: BroadcastAudience | null) =>
  useApiPostQuery('/broadcast_audience_count', audience === null ? null : { audience }, {
    keepPreviousData: true,
  });

/** Companies for the audience picker (the company list is not paged). */
export const useCompanyOptions = () => useApiQuery('/company_list');

export const sendBroadcast = (input: BroadcastSendRequest) => api.post('/broadcast_send', input);
