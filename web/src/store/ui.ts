import { createSlice } from '@reduxjs/toolkit';

const uiSlice = createSlice({
  name: 'ui',
  initialState: { sidebarOpen: false },
  reducers: {
    sidebarOpened(state) {
      state.sidebarOpen = true;
    },
    sidebarClosed(state) {
      state.sidebarOpen = false;
    },
  },
  selectors: {
    selectSidebarOpen: (state) => state.sidebarOpen,
  },
});

export const { sidebarOpened, sidebarClosed } = uiSlice.actions;
export const { selectSidebarOpen } = uiSlice.selectors;
export default uiSlice;
