import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { useConfirmation } from '@/components/ui/confirmation';
import { Markdown } from '@/components/ui/markdown';
import { StatusBadge } from '@/components/ui/status-badge';
import { useApiMutation } from '@/lib/api-query';
import type { PolicyDetail } from '@/lib/api-schema.gen';
import { paths } from '@/lib/paths';
import { POLICY_PATHS, setPolicyStatus } from '../api/policies';
import { PolicyHistory } from './policy-history';
import { formatDay } from './policy-schema';
import { useMayChange } from '@/lib/use-access';

/** The current text of a policy, its actions and its history. */
export function PolicyDetailView({ policy }: { policy: PolicyDetail }) {
  const mayChange = useMayChange('policies');
  const { run } = useApiMutation();
  const { ask, dialog } = useConfirmation();
  const active = policy.status === 'active';
  const failure = 'The status could not be changed. Please try again.';

  const toggle = () =>
    ask({
      confirm: {
        title: active ? 'Withdraw policy?' : 'Activate policy?',
        body: (
          <p className="mb-0">
            {active
              ? `Drivers will no longer see ${policy.title}. Its versions stay readable here.`
              : `Drivers will be asked to accept version ${policy.version} of ${policy.title}.`}
          </p>
        ),
        confirmLabel: active ? 'Withdraw' : 'Activate',
        variant: active ? 'warning' : 'primary',
        failure,
      },
      onSelect: () =>
        run(() => setPolicyStatus({ id: policy.id, status: active ? 'inactive' : 'active' }), {
          success: {
            title: active ? 'Policy withdrawn' : 'Policy activated',
            message: active
              ? `Drivers no longer see ${policy.title}.`
              : `Drivers must accept ${policy.title} again.`,
          },
          failure,
          revalidate: POLICY_PATHS,
        }),
    });

  return (
    <>
      <Card className="shadow-sm">
        <Card.Header className="d-flex flex-wrap align-items-center gap-2">
          <h2 className="h5 mb-0 me-auto">
            {policy.title} <StatusBadge status={policy.status} />
          </h2>
          {mayChange && (
            <>
              <Link to={paths.policies.publish(policy.id)} className="btn btn-primary btn-sm">
                Publish new version
              </Link>
              <Button
                size="sm"
                variant={active ? 'outline-warning' : 'outline-success'}
                onClick={toggle}
              >
                {active ? 'Withdraw' : 'Activate'}
              </Button>
            </>
          )}
        </Card.Header>
        <Card.Body>
          <p className="text-secondary small">
            Version {policy.version} of {policy.version_count}, applies from{' '}
            {formatDay(policy.effective_date)}, published by {policy.published_by}.
          </p>
          <Markdown source={policy.body} headingOffset={2} />
        </Card.Body>
      </Card>
      <PolicyHistory versions={policy.versions} />
      {dialog}
    </>
  );
}
