import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** The top of every page: a thin progress bar while the next page's chunk and data load. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <div className={`route-progress${navigation.state !== 'idle' ? ' route-progress--active' : ''}`} aria-hidden />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
