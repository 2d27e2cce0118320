import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, initials } from './avatar';

describe('avatar', () => {
  it('makes up to two initials from a name', () => {
    expect(initials('Asha Rao')).toBe('AR');
    expect(initials('  priya  kumari  devi ')).toBe('PD');
    expect(initials('Madonna')).toBe('M');
    expect(initials('')).toBe('?');
  });

  it('shows the image, and the initials once it fails to load', () => {
    render(<Avatar src="http://images.test/a.png" name="Asha Rao" />);
    const image = screen.getByRole('img', { name: 'Asha Rao' });
    expect(image).toHaveAttribute('src', 'http://images.test/a.png');
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Asha Rao' })).toHaveTextContent('AR');
  });

  it('shows initials when there is no image', () => {
    render(<Avatar src={null} name="Vikram Singh" />);
    expect(screen.getByRole('img', { name: 'Vikram Singh' })).toHaveTextContent('VS');
  });
});
