import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { ThemeButtons } from '@/components/ui/theme-buttons';
import { TITLE_SUFFIX } from './title';

/** The centred card the sign-in and registration forms sit in. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth-layout min-vh-100 d-flex flex-column align-items-center justify-content-center gap-3 bg-body-tertiary p-3">
      <title>{title + TITLE_SUFFIX}</title>
      <Card className="shadow-sm w-100 auth-card">
        <Card.Body className="p-4">
          <div className="text-center mb-4">
            <img src="/favicon.svg" alt="" width={48} height={48} className="mb-2" />
            <p className="text-secondary mb-1">Restpoint Admin</p>
            <h1 className="h4 mb-0">{title}</h1>
          </div>
          {children}
        </Card.Body>
      </Card>
      <ThemeButtons />
    </main>
  );
}
