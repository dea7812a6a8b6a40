import { CurrentPatientScope } from '../../features/patients/components/patient-select.tsx';
import { FilmList } from '../../features/films/components/film-list.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function FilmListBody({ hosId }: { hosId: string }) {
  const timeZone = useHospitalTimeZone(hosId);
  return (
    <CurrentPatientScope hosId={hosId}>
      {(patient) => <FilmList hosId={hosId} patientId={patient.patientId} timeZone={timeZone} />}
    </CurrentPatientScope>
  );
}

/** /query/cloud-film: the current patient's imaging studies. */
export function FilmListRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <FilmListBody key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { FilmListRoute as Component };
