import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Drawer } from '@/components/ui/drawer';
import { env } from '@/lib/env';

/** Tells the operator the console runs on the mock API, and where that API and its docs are. */
export function MockDataBadge() {
  const [open, setOpen] = useState(false);
  const { apiMocking, apiUrl } = env();
  if (!apiMocking) return null;
  return (
    <>
      <Button variant="link" size="sm" className="p-0" onClick={() => setOpen(true)}>
        <Badge bg="warning" text="dark">
          Mock data
        </Badge>
      </Button>
      <Drawer show={open} onHide={() => setOpen(false)} title="Mock data">
        <p>
          This console talks to the local mock API. Everything you see is generated sample data, and
          changes last until the mock API restarts.
        </p>
        <dl>
          <dt>API</dt>
          <dd>
            <code>{apiUrl}</code>
          </dd>
          <dt>API documentation</dt>
          <dd>
            <a href={`${apiUrl}/docs`} target="_blank" rel="noreferrer">
              {apiUrl}/docs
            </a>
          </dd>
        </dl>
      </Drawer>
    </>
  );
}
