import type { ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useT } from './messages.gen';

export type DrawerSide = 'top' | 'bottom' | 'left' | 'right';

const PLACEMENT = { top: 'top', bottom: 'bottom', left: 'start', right: 'end' } as const;

type DrawerProps = {
  show: boolean;
  onHide: () => void;
  title: ReactNode;
  side?: DrawerSide;
  children: ReactNode;
};

/** A panel that slides in from one edge of the screen (right unless told otherwise). */
export function Drawer({ show, onHide, title, side = 'right', children }: DrawerProps) {
  const t = useT();
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      placement={PLACEMENT[side]}
      aria-labelledby="drawer-title"
    >
      <Offcanvas.Header closeButton closeLabel={t('ui.close')}>
        <Offcanvas.Title id="drawer-title">{title}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>{children}</Offcanvas.Body>
    </Offcanvas>
  );
}
