import { FilmList } from '../../features/films/components/film-list.tsx';
import { PatientPageRoute } from '../components/query-routes.tsx';

/** /query/cloud-film: the current patient's imaging studies. */
export function FilmListRoute() {
  return (
    <PatientPageRoute
      render={(p) => (
        <FilmList hosId={p.hosId} patientId={p.patient.patientId} timeZone={p.timeZone} />
      )}
    />
  );
}

export { FilmListRoute as Component };
