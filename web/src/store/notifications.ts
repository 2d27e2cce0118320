import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export type Notification = {
  /** nanoid(): 21 random URL-safe characters. */
  id: string;
  type: NotificationType;
  title: string;
  message?: string;
};

export const NOTIFICATION_TIMEOUT_MS = 2000;

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: { items: [] as Notification[] },
  reducers: {
    notificationAdded: {
      reducer(state, action: PayloadAction<Notification>) {
        state.items.push(action.payload);
      },
      prepare: (notification: Omit<Notification, 'id'>) => ({
        payload: { id: nanoid(), ...notification },
      }),
    },
    notificationDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
  selectors: {
    selectNotifications: (state) => state.items,
  },
});

export const { notificationAdded, notificationDismissed } = notificationsSlice.actions;
export const { selectNotifications } = notificationsSlice.selectors;
export default notificationsSlice;
