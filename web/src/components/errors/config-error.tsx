import type { EnvIssue } from '@/lib/env';
import { around, ELEMENT } from '@/lib/i18n';
import { useT } from './messages.gen';

/** Shown instead of the app when its configuration is invalid, naming every bad variable. */
export function ConfigError({ issues }: { issues: EnvIssue[] }) {
  const t = useT();
  const [before, after] = around(t('errors.config.where', { env: ELEMENT }));
  return (
    <main className="container py-5" role="alert">
      <h1 className="h3">{t('errors.config.title')}</h1>
      <p>{t('errors.config.fix')}</p>
      <ul>
        {issues.map((issue) => (
          <li key={issue.variable}>
            <code>{issue.variable}</code> {issue.problem}
          </li>
        ))}
      </ul>
      <p className="text-secondary small">
        {before}
        <code>.env</code>
        {after}
      </p>
    </main>
  );
}
