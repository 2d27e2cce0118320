import * as Yup from 'yup';
import { MIN_PASSWORD_LENGTH } from '@/lib/password';
import { t } from '../messages.gen';

// Messages are functions: read in the language of the moment each time the form is checked.
export const changePasswordSchema = Yup.object({
  old_password: Yup.string().required(() => t('profile.rule.current')),
  new_password: Yup.string()
    .required(() => t('profile.rule.new'))
    .min(MIN_PASSWORD_LENGTH, () => t('profile.rule.min', { count: MIN_PASSWORD_LENGTH }))
    .notOneOf([Yup.ref('old_password')], () => t('profile.rule.different')),
  confirm_password: Yup.string()
    .required(() => t('profile.rule.confirm'))
    .oneOf([Yup.ref('new_password')], () => t('profile.rule.match')),
});
