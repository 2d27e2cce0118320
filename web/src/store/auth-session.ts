import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { storage } from '@/lib/storage';

/**
 * Why the last session on this device ended: the user signed out, the server said it expired
 * (idle or absolute lifetime, or revoked), or the server refused it for another reason (e.g. the
 * account was disabled). The sign-in page explains only an expiry.
 */
export type SessionEndReason = 'signed-out' | 'expired' | 'refused';

export type AuthSessionState = { token: string | null; endedBy: SessionEndReason | null };

const initialState = (): AuthSessionState => ({ token: storage.getToken(), endedBy: null });

const authSessionSlice = createSlice({
  name: 'authSession',
  initialState,
  reducers: {
    sessionStarted(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.endedBy = null;
    },
    sessionEnded(state, action: PayloadAction<SessionEndReason | undefined>) {
      state.token = null;
      state.endedBy = action.payload ?? 'signed-out';
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectSessionEndReason: (state) => state.endedBy,
  },
});

export const { sessionStarted, sessionEnded } = authSessionSlice.actions;
export const { selectToken, selectSessionEndReason } = authSessionSlice.selectors;
export default authSessionSlice;
