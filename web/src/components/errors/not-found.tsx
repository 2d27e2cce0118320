import { Link } from 'react-router-dom';
import { usePageTitle } from '@/components/layout/title';
import { paths } from '@/lib/paths';
import { useT } from './messages.gen';

export default function NotFound() {
  const t = useT();
  const title = t('errors.notFound.title');
  return (
    <main className="min-vh-100 d-flex flex-column align-items-center justify-content-center gap-2 p-4 text-center">
      <title>{usePageTitle(title)}</title>
      <h1 className="h3">{title}</h1>
      <p className="text-secondary">{t('errors.notFound.body')}</p>
      <Link to={paths.home} replace className="btn btn-primary">
        {t('errors.notFound.home')}
      </Link>
    </main>
  );
}
