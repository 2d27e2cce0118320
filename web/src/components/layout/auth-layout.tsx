import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { LanguageButtons, ThemeButtons } from '@/components/ui/preference-buttons';
import { useT } from '@/lib/messages.gen';
import { usePageTitle } from './title';

/** The centred card the sign-in and registration forms sit in. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  const pageTitleText = usePageTitle(title);
  return (
    <main className="auth-layout min-vh-100 d-flex flex-column align-items-center justify-content-center gap-3 bg-body-tertiary p-3">
      <title>{pageTitleText}</title>
      <Card className="shadow-sm w-100 auth-card">
        <Card.Body className="p-4">
          <div className="text-center mb-4">
            <img src="/favicon.svg" alt="" width={48} height={48} className="mb-2" />
            <p className="text-secondary mb-1">{t('app.name')}</p>
            <h1 className="h4 mb-0">{title}</h1>
          </div>
          {children}
        </Card.Body>
      </Card>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <ThemeButtons />
        <LanguageButtons />
      </div>
    </main>
  );
}
