import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

type SectionCardProps = {
  /** The section's heading (an h2 under the screen's h1). */
  title: ReactNode;
  /** Below the content, e.g. a link to the whole list the section shows part of. */
  footer?: ReactNode;
  children: ReactNode;
};

/** One section of a detail screen: a heading, its content and an optional footer. */
export function SectionCard({ title, footer, children }: SectionCardProps) {
  return (
    <Card className="shadow-sm mb-3">
      <Card.Header as="h2" className="h6 bg-body">
        {title}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
      {footer && <Card.Footer className="bg-body small">{footer}</Card.Footer>}
    </Card>
  );
}
