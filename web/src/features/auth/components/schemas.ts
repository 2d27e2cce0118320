import * as Yup from 'yup';

// The product's own rules and messages, kept exactly: a password under 5 characters says
// 'Required' like a missing field, and register asks only for one character of each other field.
export const loginSchema = Yup.object({
  email: Yup.string().required('Required').email('Invalid email'),
  password: Yup.string().required('Required').min(5, 'Required'),
});

export const registerSchema = Yup.object({
  email: Yup.string().min(1, 'Required').required('Required'),
  firstName: Yup.string().min(1, 'Required').required('Required'),
  lastName: Yup.string().min(1, 'Required').required('Required'),
  password: Yup.string().required('Required').min(5, 'Required'),
});
