import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { QueryState } from '@/components/ui/query-state';
import { useApiMutation } from '@/lib/api-query';
import { formatDateTime } from '@/lib/format';
import { endSession, useSessionList } from '../api/sessions';

/**
 * Where the account is signed in: each session's browser, when it started and was last used,
 * and "Sign out" on every other one (for a device left signed in, or one not recognised).
 */
export function SessionList() {
  const { data, error, isLoading, mutate } = useSessionList();
  const { run, pending } = useApiMutation();
  const sessions = data?.body ?? [];
  return (
    <QueryState
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      loadingLabel="Loading your sessions…"
    >
      <Table responsive="sm" className="align-middle mb-0" aria-label="Your sessions">
        <thead>
          <tr>
            <th scope="col">Browser</th>
            <th scope="col">Signed in</th>
            <th scope="col">Last used</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
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
                    This session
                  </Badge>
                ) : (
                  <Button
                    variant="outline-danger"
                    size="sm"
                    disabled={pending}
                    aria-label={`Sign out ${session.browser}, signed in ${formatDateTime(session.started_at)}`}
                    onClick={() =>
                      void run(() => endSession(session.id), {
                        success: {
                          title: 'Signed out',
                          message: `${session.browser} was signed out.`,
                        },
                        failure: 'Failed please try again',
                        revalidate: ['/admin_session_list'],
                      })
                    }
                  >
                    Sign out
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
