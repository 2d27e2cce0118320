import { Link, type LinkProps } from 'react-router-dom';
import type { Section } from '@/lib/access';
import { useMayView } from '@/lib/use-access';

/**
 * A link into a section, or its text alone for an account that may not open that section (it
 * would only lead to 'Not allowed').
 */
export function SectionLink({ section, children, ...link }: LinkProps & { section: Section }) {
  return useMayView(section) ? <Link {...link}>{children}</Link> : <>{children}</>;
}
