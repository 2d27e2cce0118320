import type { EnvIssue } from '@/lib/env';

/** Shown instead of the app when its configuration is invalid, naming every bad variable. */
export function ConfigError({ issues }: { issues: EnvIssue[] }) {
  return (
    <main className="container py-5" role="alert">
      <h1 className="h3">The console is not configured correctly</h1>
      <p>Fix these settings and reload:</p>
      <ul>
        {issues.map((issue) => (
          <li key={issue.variable}>
            <code>{issue.variable}</code> {issue.problem}
          </li>
        ))}
      </ul>
      <p className="text-secondary small">
        Build time: the repository&apos;s <code>.env</code>. Docker: the web container&apos;s
        environment.
      </p>
    </main>
  );
}
