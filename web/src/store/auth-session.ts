import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { storage } from '@/lib/storage';

export type AuthSessionState = { token: string | null };

const initialState = (): AuthSessionState => ({ token: storage.getToken() });

const authSessionSlice = createSlice({
  name: 'authSession',
  initialState,
  reducers: {
    sessionStarted(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    sessionEnded(state) {
      state.token = null;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
  },
});

export const { sessionStarted, sessionEnded } = authSessionSlice.actions;
export const { selectToken } = authSessionSlice.selectors;
export default authSessionSlice;
