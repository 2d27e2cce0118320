import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '@/store';
import { notificationAdded, selectNotifications } from '@/store/notifications';
import { Notifications } from './notifications';

function renderNotifications() {
  const store = makeStore();
  render(
    <Provider store={store}>
      <Notifications />
    </Provider>,
  );
  return store;
}

describe('toasts', () => {
  afterEach(() => jest.useRealTimers());

  it('gives each notification a 21-character id', () => {
    const store = makeStore();
    store.dispatch(notificationAdded({ type: 'info', title: 'One' }));
    store.dispatch(notificationAdded({ type: 'info', title: 'Two' }));
    const [first, second] = selectNotifications(store.getState());
    expect(first?.id).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(second?.id).toHaveLength(21);
    expect(first?.id).not.toBe(second?.id);
  });

  it('removes a toast after 2000 ms, not before', () => {
    jest.useFakeTimers();
    const store = renderNotifications();
    act(() => {
      store.dispatch(
        notificationAdded({ type: 'success', title: 'Saved', message: 'Company added' }),
      );
    });
    expect(screen.getByText('Company added')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1999));
    expect(selectNotifications(store.getState())).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    act(() => jest.runOnlyPendingTimers()); // the fade-out transition
    expect(selectNotifications(store.getState())).toHaveLength(0);
    expect(screen.queryByText('Company added')).not.toBeInTheDocument();
  });

  it('removes a toast at once when dismissed, leaving the others', async () => {
    const store = renderNotifications();
    act(() => {
      store.dispatch(
        notificationAdded({ type: 'error', title: 'Error', message: 'First failure' }),
      );
      store.dispatch(notificationAdded({ type: 'warning', title: 'Careful', message: 'Second' }));
    });
    const [firstDismiss] = screen.getAllByRole('button', { name: 'Dismiss' });
    await userEvent.click(firstDismiss!);
    expect(selectNotifications(store.getState()).map((n) => n.title)).toEqual(['Careful']);
  });
});
