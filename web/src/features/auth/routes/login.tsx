import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { readSignInPageState } from '@/lib/auth';
import type { AuthLinkProps } from '../components/auth-link';
import { SignInPage } from '../components/sign-in-page';

const RouterLink = ({ href, ...props }: AuthLinkProps) => <Link to={href} {...props} />;

/** The sign-in page inside the router: arrivals from the app (sign-out, a 401, 'Go to Home'). */
export default function LoginRoute() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  return (
    <SignInPage
      redirectTo={searchParams.get('redirectTo')}
      sessionEnded={readSignInPageState(location.state).sessionEnded ?? null}
      link={RouterLink}
    />
  );
}
