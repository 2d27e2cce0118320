import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Navbar from 'react-bootstrap/Navbar';
import { Link, Outlet } from 'react-router-dom';
import { useAccountAccess } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { useAppDispatch } from '@/store';
import { sidebarOpened } from '@/store/ui';
import { MockDataBadge } from './mock-data-badge';
import { ScreenFocusProvider } from './screen-focus';
import type { NavEntry } from './navigation';
import { Sidebar } from './sidebar';
import { UserMenu } from './user-menu';
import { useT } from '@/lib/messages.gen';

/**
 * The signed-in frame: header (one line, `--rp-header-height` tall, which the sidebar and the
 * toasts sit below), sidebar (its entries from the app, app/screens.ts) and the current screen.
 */
export function AppLayout({ navEntries }: { navEntries: readonly NavEntry[] }) {
  const access = useAccountAccess();
  const dispatch = useAppDispatch();
  const t = useT();
  return (
    <div className="app-layout d-flex flex-column min-vh-100">
      <a
        href="#main"
        className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-body z-3"
      >
        {t('shell.skipToContent')}
      </a>
      {/* The page's banner landmark (Navbar would call it a navigation); the menu is the nav. */}
      <Navbar
        as="header"
        role="banner"
        bg="body"
        className="app-header border-bottom px-2 px-lg-3 sticky-top"
      >
        <Container fluid className="gap-2 px-0">
          <Button
            variant="outline-secondary"
            className="d-lg-none"
            onClick={() => dispatch(sidebarOpened())}
            aria-label={t('shell.openMenu')}
          >
            <span className="navbar-toggler-icon" />
          </Button>
          <Navbar.Brand as={Link} to={paths.dashboard} className="me-auto">
            <img src="/favicon.svg" alt="" width={28} height={28} className="me-2" />
            {t('app.brand')}
          </Navbar.Brand>
          <MockDataBadge />
          <UserMenu />
        </Container>
      </Navbar>
      <div className="d-flex flex-grow-1">
        <Sidebar user={access} entries={navEntries} />
        <main id="main" className="flex-grow-1 p-3 p-lg-4 min-w-0" tabIndex={-1}>
          <ScreenFocusProvider>
            <Outlet />
          </ScreenFocusProvider>
        </main>
      </div>
    </div>
  );
}
