import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionEnd } from '@/lib/api-client';
import { storage, type CachedAccess } from '@/lib/storage';

/**
 * Why the last session on this device ended: the user signed out, the server said it expired
 * (idle or absolute lifetime, or revoked) or was replaced (its account signed in elsewhere too
 * many times), or the server refused it for another reason (e.g. the account was disabled). The
 * sign-in page explains an expiry and a replacement.
 */
export type SessionEndReason = 'signed-out' | SessionEnd | 'refused';

export type AuthSessionState = {
  token: string | null;
  endedBy: SessionEndReason | null;
  /**
   * The account's role and permissions: from the last profile answer, kept next to the token, so
   * that a cold load can ask for the screen's data together with the profile instead of after it.
   */
  access: CachedAccess | null;
  /** Whether this page load has had the account from the API (sign-in or profile answer). */
  confirmed: boolean;
};

const initialState = (): AuthSessionState => {
  const token = storage.getToken();
  return { token, endedBy: null, access: token ? storage.getAccess() : null, confirmed: false };
};

const authSessionSlice = createSlice({
  name: 'authSession',
  initialState,
  reducers: {
    sessionStarted(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.endedBy = null;
      // Another account's access is never carried over; the sign-in answer brings the new one.
      state.access = null;
      state.confirmed = false;
    },
    sessionEnded(state, action: PayloadAction<SessionEndReason | undefined>) {
      state.token = null;
      state.endedBy = action.payload ?? 'signed-out';
      state.access = null;
      state.confirmed = false;
    },
    /** The API described the account (sign-in answer, or a profile answer): its access now. */
    accountLoaded(state, action: PayloadAction<CachedAccess>) {
      if (state.token === null) return; // an answer that outlived its session
      state.access = action.payload;
      state.confirmed = true;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectSessionEndReason: (state) => state.endedBy,
    selectCachedAccess: (state) => state.access,
    selectAccountConfirmed: (state) => state.confirmed,
  },
});

export const { sessionStarted, sessionEnded, accountLoaded } = authSessionSlice.actions;
export const { selectToken, selectSessionEndReason, selectCachedAccess, selectAccountConfirmed } =
  authSessionSlice.selectors;
export default authSessionSlice;
