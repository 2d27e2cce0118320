import Badge from 'react-bootstrap/Badge';
import { humanize } from '@/lib/format';

const VARIANTS: Record<string, string> = {
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
};

/** A status word in a coloured pill; unknown statuses are grey. */
export function StatusBadge({ status }: { status: string }) {
  const variant = VARIANTS[status] ?? 'secondary';
  return (
    <Badge bg={variant} text={variant === 'warning' ? 'dark' : undefined} pill>
      {humanize(status)}
    </Badge>
  );
}
