import { useId, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

type PanelProps = {
  title: string;
  /** A link to the list behind the panel, at the right of the title. */
  action?: ReactNode;
  children: ReactNode;
};

/** A titled card of the dashboard, a region named by its title. */
export function Panel({ title, action, children }: PanelProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className="h-100 shadow-sm">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
          <Card.Title as="h2" id={headingId} className="h6 mb-0">
            {title}
          </Card.Title>
          {action && <div className="small">{action}</div>}
        </div>
        {children}
      </Card.Body>
    </Card>
  );
}
