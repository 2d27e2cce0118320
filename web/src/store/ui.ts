import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from './auth-session';

type UiState = {
  sidebarOpen: boolean;
  /**
   * The query (`?status=active&page=2`, or '') each list was last shown with, by the list's path:
   * "Back to …" links and saving a record return to the list as it was left.
   */
  listViews: Record<string, string>;
  /**
   * How many calls the API refused (403) this session: each one may mean the account's
   * permissions changed, so the console loads them again.
   */
  refusals: number;
};

const initialState: UiState = { sidebarOpen: false, listViews: {}, refusals: 0 };

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
    accessRefused(state) {
      state.refusals += 1;
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
    selectRefusals: (state) => state.refusals,
  },
});

export const { sidebarOpened, sidebarClosed, listViewed, accessRefused } = uiSlice.actions;
export const { selectSidebarOpen, selectListView, selectRefusals } = uiSlice.selectors;
export default uiSlice;
