import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/store';
import { listViewed, selectListView } from '@/store/ui';

/**
 * Remembers the view a list screen shows (its filters, sort and page: the query of its address),
 * so the screens opened from it can return to it. `useListScreen` calls it; a list screen built
 * without that kit calls it itself.
 */
export function useRememberListView() {
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(listViewed({ path: pathname, search }));
  }, [dispatch, pathname, search]);
}

/**
 * Where "Back to …", Cancel and a saved form go: the list at `listPath` as the user last left it
 * in this session (`/app/users?status=blocked&page=3`), or the plain list when they arrived some
 * other way (a bookmark, a link from another section).
 */
export function useListReturn(listPath: string): string {
  const search = useAppSelector((state) => selectListView(state, listPath));
  return search ? listPath + search : listPath;
}
