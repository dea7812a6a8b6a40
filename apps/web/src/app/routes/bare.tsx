import { useTranslation } from 'react-i18next';
import { DEFAULT_AREA, useAreas } from '../../lib/areas.ts';
import { WaitingRoomBoard } from '../../features/waiting-room/components/waiting-room-board.tsx';
import { useHospital } from '../../features/hospitals/api/get-hospital.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { useCurrentPage } from '../components/route-page.tsx';
import { DEFAULT_TIME_ZONE } from '../use-hospital-zone.ts';

/** Room above and below the table on a waiting-room screen (header, footer, padding) and one period row's height. */
const CHROME_PX = 220;
const ROW_PX = 96;
const rowsThatFit = () => Math.max(3, Math.floor((window.innerHeight - CHROME_PX) / ROW_PX));
/** A hospital without areas (or whose list failed) books under the default area key. */
const NO_AREAS = [{ areaId: DEFAULT_AREA, areaName: '' }];

/** /appointment/schedule renders bare, without the frame and without sign-in — the waiting-room screen. */
export function BareRoute() {
  const { t } = useTranslation();
  const { route } = useCurrentPage();
  const hosId = useSessionStore((s) => s.hosId);
  const hospital = useHospital(hosId);
  const areas = useAreas(hosId);
  useDocumentTitle(route ? t(route.titleKey) : '', hospital.data?.hosName);
  // The board asks per area: wait for the list (a failed one falls back to the default area).
  if (!hosId || areas.isPending) return null;
  return (
    <div data-testid="bare-page">
      <WaitingRoomBoard
        hosId={hosId}
        hosName={hospital.data?.hosName ?? ''}
        timeZone={hospital.data?.timeZone || DEFAULT_TIME_ZONE}
        areas={areas.data?.length ? areas.data : NO_AREAS}
        rowsPerPage={rowsThatFit()}
      />
    </div>
  );
}

export { BareRoute as Component };
