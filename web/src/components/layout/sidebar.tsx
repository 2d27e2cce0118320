import Nav from 'react-bootstrap/Nav';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { NavLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectSidebarOpen, sidebarClosed } from '@/store/ui';
import { navEntriesFor } from './navigation';

/** The left menu: always visible on large screens, a slide-out panel below that. */
export function Sidebar({ user }: { user: { role: number } | null | undefined }) {
  const open = useAppSelector(selectSidebarOpen);
  const dispatch = useAppDispatch();
  const close = () => dispatch(sidebarClosed());
  return (
    <Offcanvas
      show={open}
      onHide={close}
      responsive="lg"
      placement="start"
      className="sidebar border-end"
      aria-label="Main menu"
    >
      <Offcanvas.Header closeButton closeLabel="Close menu">
        <Offcanvas.Title>Restpoint Admin</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="p-0">
        <Nav as="nav" className="flex-column w-100 p-2" aria-label="Sections">
          {navEntriesFor(user).map((entry) => (
            <Nav.Link as={NavLink} key={entry.to} to={entry.to} onClick={close} className="rounded">
              {entry.label}
            </Nav.Link>
          ))}
        </Nav>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
