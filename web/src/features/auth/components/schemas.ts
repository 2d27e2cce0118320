import * as Yup from 'yup';

// Messages are the product's own (spec section 5).
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
