import { createSlice } from '@reduxjs/toolkit';
import { sessionEnded } from './auth-session';

const initialState = { sidebarOpen: false };

const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    sidebarOpened(state) {
      state.sidebarOpen = true;
    },
    sidebarClosed(state) {
      state.sidebarOpen = false;
    },
  },
  // The next session on this device starts from a clean screen.
  extraReducers: (builder) => builder.addCase(sessionEnded, () => initialState),
  selectors: {
    selectSidebarOpen: (state) => state.sidebarOpen,
  },
});

export const { sidebarOpened, sidebarClosed } = uiSlice.actions;
export const { selectSidebarOpen } = uiSlice.selectors;
export default uiSlice;
