import Badge from 'react-bootstrap/Badge';
import { humanize } from '@/lib/format';
import { useT } from './messages.gen';

const VARIANTS = {
  active: 'success',
  published: 'success',
  sent: 'success',
  checked_in: 'primary',
  checked_out: 'secondary',
  inactive: 'secondary',
  draft: 'warning',
  pending: 'warning',
  archived: 'secondary',
  disabled: 'secondary',
  blocked: 'danger',
  failed: 'danger',
} as const satisfies Record<string, string>;

/** A status word in a coloured pill, in the console's language; unknown statuses are grey. */
export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  const known = Object.hasOwn(VARIANTS, status) ? (status as keyof typeof VARIANTS) : null;
  const variant = known ? VARIANTS[known] : 'secondary';
  return (
    <Badge bg={variant} text={variant === 'warning' ? 'dark' : undefined} pill>
      {/* The status comes from the API: one the catalog does not know is shown as it is named. */}
      {known ? t(`ui.status.${known}`) : humanize(status)}
    </Badge>
  );
}
