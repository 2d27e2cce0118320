import { Fragment, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** A label and its value, e.g. `['Mobile', <a href="tel:…">…</a>]`. */
export type Fact = [label: string, value: ReactNode];

/** A card of labelled facts about a record, as detail screens show them; `footer` goes below. */
export function FactsCard({
  title,
  facts,
  footer,
}: {
  title: string;
  facts: Fact[];
  footer?: ReactNode;
}) {
  return (
    <Card className="h-100 shadow-sm">
      <Card.Header as="h2" className="h6 bg-body">
        {title}
      </Card.Header>
      <Card.Body>
        <dl className="row mb-0 gy-2">
          {facts.map(([label, value]) => (
            <Fragment key={label}>
              <dt className="col-4 fw-normal text-secondary">{label}</dt>
              <dd className="col-8 mb-0 text-break">{value}</dd>
            </Fragment>
          ))}
        </dl>
        {footer}
      </Card.Body>
    </Card>
  );
}
