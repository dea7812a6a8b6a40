import type { HosId } from '@portal/shared';
import { useSearchParams } from 'react-router';
import { SharedFilm } from '../../features/films/components/shared-film.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function SharedFilmBody({ hosId, token }: { hosId: HosId; token: string }) {
  return <SharedFilm hosId={hosId} token={token} timeZone={useHospitalTimeZone(hosId)} />;
}

/**
 * /query/cloud-film/shared?hosId=&token=: a shared study, opened without signing in. The link's ?hosId=
 * chooses the hospital like any page's; the token stays in the address.
 */
export function FilmSharedRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <RoutePage>
      {hosId ? <SharedFilmBody key={`${hosId}/${token}`} hosId={hosId} token={token} /> : null}
    </RoutePage>
  );
}

export { FilmSharedRoute as Component };
