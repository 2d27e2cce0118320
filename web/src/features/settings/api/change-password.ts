import { api } from '@/lib/api-client';
import type { ChangePasswordInput } from '@/lib/api-types';

export const changePassword = (input: ChangePasswordInput) =>
  api.post<null>('/change_admin_password', input, { notifyOnError: false });
