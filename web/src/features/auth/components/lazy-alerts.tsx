import { lazy } from 'react';

// The sign-in page's notices (an expired session, a throttled sign-in) are rare: react-bootstrap's
// Alert and its fade transition come when one is shown, not with the page (about 3.5 kB gzipped).
export const LazyAlert = lazy(() => import('react-bootstrap/Alert'));

export const LazyFormProblem = lazy(async () => ({
  default: (await import('@/components/ui/form-problem')).FormProblem,
}));
