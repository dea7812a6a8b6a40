import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { removeAppShell, retireAppShellOnInput } from '../../lib/app-shell.ts';
import { focusNewPage, keepFocus } from '../../lib/focus-keeper.ts';
import { FRAME_ROUTE_ID } from '../route-table.ts';

/** Focus follows the page — the new page's heading after a page change, never <body>. */
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

/**
 * The header app-shell.js painted before the app loaded. A page in the frame draws its own header over it
 * (it goes at the patient's first input); a page without the frame must not show it at all.
 */
function useAppShellHandOver(): void {
  const framed = useMatches().some((match) => match.id === FRAME_ROUTE_ID);
  useLayoutEffect(() => (framed ? retireAppShellOnInput() : removeAppShell()), [framed]);
}

/** The top of every page: a thin progress bar while the next page's chunk and data load. */
export function RootLayout() {
  const navigation = useNavigation();
  useFocusFollowsPage();
  useAppShellHandOver();
  return (
    <>
      <div
        className={`route-progress${navigation.state !== 'idle' ? ' route-progress--active' : ''}`}
        aria-hidden
      />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
