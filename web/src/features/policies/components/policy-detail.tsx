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
import { useT } from '../messages.gen';
import { PolicyHistory } from './policy-history';
import { formatDay } from './policy-schema';
import { useMayChange } from '@/lib/use-access';

/** The current text of a policy, its actions and its history. */
export function PolicyDetailView({ policy }: { policy: PolicyDetail }) {
  const mayChange = useMayChange('policies');
  const { run } = useApiMutation();
  const { ask, dialog } = useConfirmation();
  const t = useT();
  const active = policy.status === 'active';
  const failure = t('policies.detail.statusFailure');
  const { title } = policy;

  const toggle = () =>
    ask({
      confirm: {
        title: active ? t('policies.detail.withdrawTitle') : t('policies.detail.activateTitle'),
        body: (
          <p className="mb-0">
            {active
              ? t('policies.detail.withdrawBody', { title })
              : t('policies.detail.activateBody', { title, version: policy.version })}
          </p>
        ),
        confirmLabel: active ? t('policies.detail.withdraw') : t('policies.detail.activate'),
        variant: active ? 'warning' : 'primary',
        failure,
      },
      onSelect: () =>
        run(() => setPolicyStatus({ id: policy.id, status: active ? 'inactive' : 'active' }), {
          success: {
            title: active ? t('policies.detail.withdrawn') : t('policies.detail.activated'),
            message: active
              ? t('policies.detail.withdrawnMessage', { title })
              : t('policies.detail.activatedMessage', { title }),
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
                {t('policies.detail.publishNew')}
              </Link>
              <Button
                size="sm"
                variant={active ? 'outline-warning' : 'outline-success'}
                onClick={toggle}
              >
                {active ? t('policies.detail.withdraw') : t('policies.detail.activate')}
              </Button>
            </>
          )}
        </Card.Header>
        <Card.Body>
          <p className="text-secondary small">
            {t('policies.detail.summary', {
              version: policy.version,
              count: policy.version_count,
              day: formatDay(policy.effective_date),
              name: policy.published_by,
            })}
          </p>
          <Markdown source={policy.body} headingOffset={2} />
        </Card.Body>
      </Card>
      <PolicyHistory versions={policy.versions} />
      {dialog}
    </>
  );
}
