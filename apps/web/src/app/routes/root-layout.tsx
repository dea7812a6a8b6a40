import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { focusNewPage, keepFocus } from '../../lib/focus-keeper.ts';

/** Issue 14: focus follows the page — the new page's heading after a page change, never <body>. */
function useFocusFollowsPage(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => keepFocus(), []);
  useEffect(() => {
    // The first page is the browser's: it starts at the top of the document, where the skip link is.
    if (first.current) {
      first.current = false;
      return;
    }
    focusNewPage();
  }, [pathname]);
}

/** The top of every page: a thin progress bar while the next page's chunk and data load. */
export function RootLayout() {
  const navigation = useNavigation();
  useFocusFollowsPage();
  return (
    <>
      <div className={`route-progress${navigation.state !== 'idle' ? ' route-progress--active' : ''}`} aria-hidden />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
