import Card from 'react-bootstrap/Card';
import { ContentLayout } from '@/components/layout/content-layout';
import { Avatar } from '@/components/ui/avatar';
import { assetUrl } from '@/lib/env';
import { roleLabel } from '@/lib/access';
import { useUser } from '@/lib/auth';
import { ChangePasswordForm } from '../components/change-password-form';
import { SessionList } from '../components/session-list';
import { useT } from '../messages.gen';

export default function ProfileRoute() {
  const { data: user } = useUser();
  const t = useT();
  if (!user) return null; // the signed-in area only renders with a user
  const name = user.full_name || t('profile.fallbackName');
  const rows = [
    { label: t('profile.info.firstName'), value: name },
    { label: t('profile.info.email'), value: user.email },
    { label: t('profile.info.role'), value: roleLabel(user.role) },
  ];
  return (
    <ContentLayout title={t('profile.title')}>
      <Card className="shadow-sm" style={{ maxWidth: '40rem' }}>
        <Card.Header className="d-flex align-items-center gap-3 bg-body">
          <Avatar src={assetUrl(user.image_url)} name={name} size={56} />
          <div>
            <h2 className="h5 mb-0">{t('profile.info.title')}</h2>
            <p className="text-secondary small mb-0">{t('profile.info.description')}</p>
          </div>
        </Card.Header>
        <Card.Body className="p-0">
          <dl className="mb-0">
            {rows.map(({ label, value }) => (
              <div key={label} className="row g-0 px-3 py-2 border-bottom">
                <dt className="col-sm-4 text-secondary fw-normal">{label}</dt>
                <dd className="col-sm-8 mb-0">{value}</dd>
              </div>
            ))}
          </dl>
        </Card.Body>
      </Card>
      <section aria-labelledby="change-password-heading" className="mt-4">
        <h2 id="change-password-heading" className="h5 mb-1">
          {t('profile.password.title')}
        </h2>
        <p className="text-secondary small">{t('profile.password.effect')}</p>
        <ChangePasswordForm />
      </section>
      <section aria-labelledby="sessions-heading" className="mt-4" style={{ maxWidth: '48rem' }}>
        <h2 id="sessions-heading" className="h5 mb-1">
          {t('profile.sessions.title')}
        </h2>
        <p className="text-secondary small">{t('profile.sessions.description')}</p>
        <SessionList />
      </section>
    </ContentLayout>
  );
}
