import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Drawer } from '@/components/ui/drawer';
import { env } from '@/lib/env';
import { useT } from '@/lib/messages.gen';

/** Tells the operator the console runs on the mock API, and where that API and its docs are. */
export function MockDataBadge() {
  const [open, setOpen] = useState(false);
  const { apiMocking, apiUrl } = env();
  const t = useT();
  if (!apiMocking) return null;
  return (
    <>
      <Button variant="link" size="sm" className="p-0" onClick={() => setOpen(true)}>
        <Badge bg="warning" text="dark">
          {t('mockData.badge')}
        </Badge>
      </Button>
      <Drawer show={open} onHide={() => setOpen(false)} title={t('mockData.badge')}>
        <p>{t('mockData.intro')}</p>
        <dl>
          <dt>{t('mockData.api')}</dt>
          <dd>
            <code>{apiUrl}</code>
          </dd>
          <dt>{t('mockData.docs')}</dt>
          <dd>
            <a href={`${apiUrl}/docs`} target="_blank" rel="noreferrer">
              {`${apiUrl}/docs`}
            </a>
          </dd>
        </dl>
      </Drawer>
    </>
  );
}
