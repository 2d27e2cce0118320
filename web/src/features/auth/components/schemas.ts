import * as Yup from 'yup';
import { t } from '@/lib/messages.gen';

// Messages are functions: read in the language of the moment each time a form is checked.
const REQUIRED = () => t('form.required');
const INVALID_EMAIL = () => t('form.invalidEmail');

// The product's own rules and messages, kept exactly: a password under 5 characters says
// 'Required' like a missing field, and register asks only for one character of each other field.
export const loginSchema = Yup.object({
  email: Yup.string().required(REQUIRED).email(INVALID_EMAIL),
  password: Yup.string().required(REQUIRED).min(5, REQUIRED),
});

export const registerSchema = Yup.object({
  email: Yup.string().min(1, REQUIRED).required(REQUIRED),
  firstName: Yup.string().min(1, REQUIRED).required(REQUIRED),
  lastName: Yup.string().min(1, REQUIRED).required(REQUIRED),
  password: Yup.string().required(REQUIRED).min(5, REQUIRED),
});
