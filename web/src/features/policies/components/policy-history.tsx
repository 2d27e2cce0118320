import Accordion from 'react-bootstrap/Accordion';
import type { PolicyVersion } from '@/lib/api-schema.gen';
import { Markdown } from '@/components/ui/markdown';
import { formatDateTime } from '@/lib/format';
import { useT } from '../messages.gen';
import { formatDay } from './policy-schema';

/** Every published version, newest first; each opens to its full text. */
export function PolicyHistory({ versions }: { versions: PolicyVersion[] }) {
  const current = versions[0]?.version;
  const t = useT();
  return (
    <section aria-labelledby="policy-history-heading">
      <h2 id="policy-history-heading" className="h5 mt-4">
        {t('policies.history.title')}
      </h2>
      <Accordion alwaysOpen>
        {versions.map((version) => (
          <Accordion.Item key={version.version} eventKey={String(version.version)}>
            <Accordion.Header as="h3">
              <span className="d-flex flex-column flex-md-row gap-md-3 w-100 me-2">
                <span className="fw-semibold">
                  {version.version === current
                    ? t('policies.history.currentVersion', { version: version.version })
                    : t('policies.history.version', { version: version.version })}
                </span>
                <span className="text-secondary small align-self-md-center">
                  {t('policies.history.published', {
                    day: formatDay(version.effective_date),
                    when: formatDateTime(version.published_at),
                    name: version.published_by,
                  })}
                </span>
              </span>
            </Accordion.Header>
            <Accordion.Body>
              {version.change_note && (
                <p className="fst-italic text-secondary">
                  {t('policies.history.changeNote', { note: version.change_note })}
                </p>
              )}
              <h4 className="h5">{version.title}</h4>
              <Markdown source={version.body} headingOffset={4} />
            </Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
