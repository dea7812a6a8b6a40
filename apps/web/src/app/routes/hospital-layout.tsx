import { Outlet, useLoaderData } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner.tsx';
import { HospitalScope } from '../components/hospital-scope.tsx';
import type { HospitalLoaderData } from '../loaders.ts';

/** Everything below runs for the chosen hospital, whose data the hospital loader has already fetched. */
export function HospitalLayout() {
  const data = useLoaderData() as HospitalLoaderData | null;
  if (!data) return <FullPageSpinner />;
  return (
    <HospitalScope hosId={data.hosId}>
      <Outlet />
    </HospitalScope>
  );
}
