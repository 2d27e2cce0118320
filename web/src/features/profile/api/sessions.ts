import { api } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';

/** The signed-in account's sessions: this one first, then the latest used. */
export const useSessionList = () => useApiQuery('/admin_session_list');

/** Signs out one of the account's other sessions; its token stops working at once. */
export const endSession = (id: string) => api.post('/admin_session_end', { id });
