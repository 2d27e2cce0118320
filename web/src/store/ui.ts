import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from './auth-session';

type UiState = {
  sidebarOpen: boolean;
  /**
   * The query (`?status=active&page=2`, or '') each list was last shown with, by the list's path:
   * "Back to …" links and saving a record return to the list as it was left.
   */
  listViews: Record<string, string>;
};

const initialState: UiState = { sidebarOpen: false, listViews: {} };

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
    listViewed(state, action: PayloadAction<{ path: string; search: string }>) {
      state.listViews[action.payload.path] = action.payload.search;
    },
  },
  // The next session on this device starts from a clean screen.
  extraReducers: (builder) => builder.addCase(sessionEnded, () => initialState),
  selectors: {
    selectSidebarOpen: (state) => state.sidebarOpen,
    selectListView: (state, path: string): string | undefined => state.listViews[path],
  },
});

export const { sidebarOpened, sidebarClosed, listViewed } = uiSlice.actions;
export const { selectSidebarOpen, selectListView } = uiSlice.selectors;
export default uiSlice;
