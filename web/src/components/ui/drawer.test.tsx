import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Drawer, type DrawerSide } from './drawer';

function Harness({ side }: { side?: DrawerSide }) {
  const [open, setOpen] = useState(true);
  return (
    <Drawer show={open} onHide={() => setOpen(false)} title="Details" side={side}>
      <p>Inside</p>
    </Drawer>
  );
}

describe('drawer', () => {
  it.each([
    [undefined, 'offcanvas-end'],
    ['left', 'offcanvas-start'],
    ['top', 'offcanvas-top'],
    ['bottom', 'offcanvas-bottom'],
  ] as const)('slides in from side %s', (side, className) => {
    render(<Harness side={side} />);
    expect(screen.getByRole('dialog', { name: 'Details' })).toHaveClass(className);
  });

  it('closes with its close button and with Escape', async () => {
    const { unmount } = render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Inside')).not.toBeInTheDocument());
    unmount();
    render(<Harness side="right" />);
    expect(screen.getByText('Inside')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Inside')).not.toBeInTheDocument());
  });
});
