import {
  createContext,
  useContext,
  useEffect,
  useRef,
  type ReactNode,
  type RefObject,
} from 'react';
import { useLocation } from 'react-router-dom';

/** The path whose screen last took the focus (at first, the path the console opened at). */
const FocusedPath = createContext<RefObject<string> | null>(null);

/**
 * Wraps the signed-in area: remembers the path the console opened at, so that only moving to
 * another screen (a new path) moves the focus, not the first load nor a new query string
 * (filters, pages).
 */
export function ScreenFocusProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const focusedPath = useRef(pathname);
  return <FocusedPath.Provider value={focusedPath}>{children}</FocusedPath.Provider>;
}

/**
 * For a screen's heading (an `h1` with `tabIndex={-1}`): when the screen is shown at a new path,
 * the heading takes the focus, so keyboard and screen-reader users start at the top of the new
 * screen instead of on the link that brought them there.
 */
export function useScreenHeadingFocus<T extends HTMLElement>() {
  const heading = useRef<T>(null);
  const focusedPath = useContext(FocusedPath);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!focusedPath || focusedPath.current === pathname) return;
    focusedPath.current = pathname;
    heading.current?.focus();
  }, [focusedPath, pathname]);
  return heading;
}
