import { api } from '@/lib/api-client';
import type { ChangePasswordRequest } from '@/lib/api-schema.gen';

export const changePassword = (input: ChangePasswordRequest) =>
  api.post('/change_admin_password', input);
