import { useState } from 'react';
import Nav from 'react-bootstrap/Nav';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { NavLink, useLocation } from 'react-router-dom';
import type { AccessUser } from '@/lib/access';
import { useT } from '@/lib/messages.gen';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectSidebarOpen, sidebarClosed } from '@/store/ui';
import { leadsByTab, navEntriesFor, type NavEntry } from './navigation';

/**
 * The left menu: always visible on large screens (as tall as the page, its entries staying in
 * view), a slide-out panel below that. Its entries are the "Sections" navigation landmark.
 */
export function Sidebar({
  user,
  entries,
}: {
  user: AccessUser | null | undefined;
  entries: readonly NavEntry[];
}) {
  const open = useAppSelector(selectSidebarOpen);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  // Leaving for another screen: that screen's heading takes the focus, so the panel must not
  // hand it back to the "Open menu" button once it has slid away.
  const [leaving, setLeaving] = useState(false);
  const close = () => dispatch(sidebarClosed());
  const t = useT();
  return (
    <Offcanvas
      show={open}
      onHide={close}
      onExited={() => setLeaving(false)}
      restoreFocus={!leaving}
      responsive="lg"
      placement="start"
      className="sidebar border-end"
      // Only the slid-out panel is a dialog that needs a name; on large screens the `nav` inside
      // is the landmark.
      aria-label={open ? t('shell.mainMenu') : undefined}
    >
      <Offcanvas.Header closeButton closeLabel={t('shell.closeMenu')}>
        <Offcanvas.Title>{t('app.name')}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="p-0">
        <Nav as="nav" className="flex-column w-100 p-2" aria-label={t('shell.sections')}>
          {navEntriesFor(entries, user).map((entry) => (
            <Nav.Link
              as={NavLink}
              key={entry.to}
              to={entry.to}
              // Its own screens are marked by the link; a tab's screen (the log) is marked here.
              active={leadsByTab(entry, pathname) || undefined}
              onClick={() => {
                if (open && entry.to !== pathname) setLeaving(true);
                close();
              }}
              className="rounded"
            >
              {t(entry.label)}
            </Nav.Link>
          ))}
        </Nav>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
