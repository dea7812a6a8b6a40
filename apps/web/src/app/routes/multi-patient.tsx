import { useLocation, useNavigate } from 'react-router';
import { resolveReturnTo } from '../../features/auth/utils/return-to.ts';
import { PatientPicker } from '../../features/patients/components/patient-picker.tsx';
import { PATHS, REDIRECT_PARAM } from '../../lib/paths.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';

/**
 * /other/multi-patient/{mode}: choose the patient a function works for. Confirming makes it the current
 * patient and returns to the `redirect` query, else to the previous page (home on a direct visit).
 */
export function MultiPatientRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const hosId = useSessionStore((s) => s.hosId);
  const redirect = new URLSearchParams(location.search).get(REDIRECT_PARAM);

  const done = () => {
    if (redirect) void navigate(resolveReturnTo(redirect));
    else if (location.key !== 'default') void navigate(-1);
    else void navigate(PATHS.home);
  };

  if (!hosId) return null;
  return (
    <RoutePage>
      <PatientPicker hosId={hosId} manageTo={PATHS.patients} onChosen={done} />
    </RoutePage>
  );
}

export { MultiPatientRoute as Component };
