import { Outlet, useRouteLoaderData } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner.tsx';
import { HospitalFrame } from '../components/hospital-frame.tsx';
import type { HospitalLoaderData } from '../loaders.ts';

export function FrameLayout() {
  const data = useRouteLoaderData('hospital') as HospitalLoaderData | null | undefined;
  if (!data) return <FullPageSpinner />;
  return (
    <HospitalFrame hosId={data.hosId}>
      <Outlet />
    </HospitalFrame>
  );
}

export { FrameLayout as Component };
