import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { ContentLayout } from './content-layout';
import { ScreenFocusProvider } from './screen-focus';

function Screen({ title }: { title: string }) {
  return (
    <ContentLayout title={title}>
      <Link to="/drivers">Drivers</Link>
      <Link to="/companies">Companies</Link>
      <Link to="/companies?page=2">Page 2</Link>
    </ContentLayout>
  );
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScreenFocusProvider>
        <Routes>
          <Route path="/drivers" element={<Screen title="Drivers" />} />
          <Route path="/companies" element={<Screen title="Companies" />} />
        </Routes>
      </ScreenFocusProvider>
    </MemoryRouter>,
  );

describe('focus on moving to another screen', () => {
  it("moves to the new screen's heading, but not on the first load nor for a new query", async () => {
    renderAt('/companies');
    const first = screen.getByRole('heading', { level: 1, name: 'Companies' });
    expect(first).not.toHaveFocus();
    expect(document.title).toBe('Companies | Restpoint Admin');

    const nextPage = screen.getByRole('link', { name: 'Page 2' });
    await userEvent.click(nextPage);
    expect(nextPage).toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: 'Drivers' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Drivers' })).toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: 'Companies' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Companies' })).toHaveFocus();
  });
});
