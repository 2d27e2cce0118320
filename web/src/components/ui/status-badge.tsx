import Badge from 'react-bootstrap/Badge';
import { humanize } from '@/lib/format';
import { t, useT } from './messages.gen';

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

type KnownStatus = keyof typeof VARIANTS;
const isKnown = (status: string): status is KnownStatus => Object.hasOwn(VARIANTS, status);

/**
 * A status in words, in the console's language of the moment. The status comes from the API: one
 * the catalog does not know is shown as the API names it.
 */
export const statusLabel = (status: string) =>
  isKnown(status) ? t(`ui.status.${status}`) : humanize(status);

/** A status word in a coloured pill; unknown statuses are grey. */
export function StatusBadge({ status }: { status: string }) {
  useT(); // re-rendered in a new language
  const variant = isKnown(status) ? VARIANTS[status] : 'secondary';
  return (
    <Badge bg={variant} text={variant === 'warning' ? 'dark' : undefined} pill>
      {statusLabel(status)}
    </Badge>
  );
}
