import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Markdown } from '@/components/ui/markdown';
import { StatusBadge } from '@/components/ui/status-badge';
import { useApiMutation } from '@/lib/api-query';
import type { PolicyDetail } from '@/lib/api-schema.gen';
import { POLICY_PATHS, setPolicyStatus } from '../api/policies';
import { PolicyHistory } from './policy-history';
import { formatDay } from './policy-schema';

/** The current text of a policy, its actions and its history. */
export function PolicyDetailView({ policy }: { policy: PolicyDetail }) {
  const { run, pending } = useApiMutation();
  const [asking, setAsking] = useState(false);
  const active = policy.status === 'active';

  const toggle = async () => {
    const result = await run(
      () => setPolicyStatus({ id: policy.id, status: active ? 'inactive' : 'active' }),
      {
        success: {
          title: active ? 'Policy withdrawn' : 'Policy activated',
          message: active
            ? `Drivers no longer see ${policy.title}.`
            : `Drivers must accept ${policy.title} again.`,
        },
        failure: 'The status could not be changed. Please try again.',
        revalidate: POLICY_PATHS,
      },
    );
    if (result.ok) setAsking(false);
  };

  return (
    <>
      <Card className="shadow-sm">
        <Card.Header className="d-flex flex-wrap align-items-center gap-2">
          <h2 className="h5 mb-0 me-auto">
            {policy.title} <StatusBadge status={policy.status} />
          </h2>
          <Link to={`/app/policys?id=${policy.id}&publish=1`} className="btn btn-primary btn-sm">
            Publish new version
          </Link>
          <Button
            size="sm"
            variant={active ? 'outline-warning' : 'outline-success'}
            onClick={() => setAsking(true)}
          >
            {active ? 'Withdraw' : 'Activate'}
          </Button>
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
      <ConfirmDialog
        show={asking}
        title={active ? 'Withdraw policy?' : 'Activate policy?'}
        confirmLabel={active ? 'Withdraw' : 'Activate'}
        variant={active ? 'warning' : 'primary'}
        busy={pending}
        onConfirm={() => void toggle()}
        onCancel={() => setAsking(false)}
      >
        <p className="mb-0">
          {active
            ? `Drivers will no longer see ${policy.title}. Its versions stay readable here.`
            : `Drivers will be asked to accept version ${policy.version} of ${policy.title}.`}
        </p>
      </ConfirmDialog>
    </>
  );
}
