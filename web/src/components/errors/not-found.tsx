import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';

export default function NotFound() {
  return (
    <main className="min-vh-100 d-flex flex-column align-items-center justify-content-center gap-2 p-4 text-center">
      <title>404 - Not Found | Restpoint Admin</title>
      <h1 className="h3">404 - Not Found</h1>
      <p className="text-secondary">Sorry, the page you are looking for does not exist.</p>
      <Link to={paths.home} replace className="btn btn-primary">
        Go to Home
      </Link>
    </main>
  );
}
