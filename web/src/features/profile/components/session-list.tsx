import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { QueryState } from '@/components/ui/query-state';
import { useApiMutation } from '@/lib/api-query';
import { formatDateTime } from '@/lib/format';
import { endSession, useSessionList } from '../api/sessions';
import { useT } from '../messages.gen';

/**
 * Where the account is signed in: each session's browser, when it started and was last used,
 * and "Sign out" on every other one (for a device left signed in, or one not recognised).
 */
export function SessionList() {
  const { data, error, isLoading, mutate } = useSessionList();
  const { run, pending } = useApiMutation();
  const t = useT();
  const sessions = data?.body ?? [];
  return (
    <QueryState
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      loadingLabel={t('profile.sessions.loading')}
    >
      <Table responsive="sm" className="align-middle mb-0" aria-label={t('profile.sessions.label')}>
        <thead>
          <tr>
            <th scope="col">{t('profile.sessions.browser')}</th>
            <th scope="col">{t('profile.sessions.signedIn')}</th>
            <th scope="col">{t('profile.sessions.lastUsed')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('profile.sessions.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={session.id}>
              <td>{session.browser}</td>
              <td>{formatDateTime(session.started_at)}</td>
              <td>{formatDateTime(session.last_used_at)}</td>
              <td className="text-end">
                {session.current ? (
                  <Badge bg="success-subtle" text="success-emphasis">
                    {t('profile.sessions.current')}
                  </Badge>
                ) : (
                  <Button
                    variant="outline-danger"
                    size="sm"
                    disabled={pending}
                    aria-label={t('profile.sessions.signOutLabel', {
                      browser: session.browser,
                      time: formatDateTime(session.started_at),
                    })}
                    onClick={() =>
                      void run(() => endSession(session.id), {
                        success: {
                          title: t('profile.sessions.signedOut'),
                          message: t('profile.sessions.signedOutMessage', {
                            browser: session.browser,
                          }),
                        },
                        failure: t('profile.sessions.failure'),
                        revalidate: ['/admin_session_list'],
                      })
                    }
                  >
                    {t('profile.sessions.signOut')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </QueryState>
  );
}
