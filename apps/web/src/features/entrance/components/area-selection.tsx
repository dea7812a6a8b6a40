import { Empty } from 'antd';
import { PageSkeleton } from '../../../components/page-skeleton/page-skeleton.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Area, BusinessType, HosId } from '@portal/shared';
import { BOOKING_PARAMS, carrySameDay, withParams } from '../../../lib/booking-params.ts';
import { PATHS } from '../../../lib/paths.ts';
import { storeAppointmentChoice } from '../../../lib/storage.ts';
import { DEFAULT_AREA, useAreas } from '../../../lib/areas.ts';
import { tileTarget, tilesForArea } from '../utils/business-tiles.ts';
import { AreaBlock } from './area-block.tsx';

interface AreaSelectionProps {
  hosId: HosId;
  hosName: string;
  /** Config areaOrdinaryFunctionType (APPOINTMENT group). */
  businessTypes: readonly BusinessType[];
  hiddenAreaTypes: readonly { areaId: string; businessType: string }[];
  /** The hospital's own lead (caption file entrance, its subtitle); the catalogue's where it has none. */
  lead?: string;
}

/**
 * The blocks a desktop window shows before scrolling. Their photos are the page's largest elements (Chrome
 * picked the second one in a Lighthouse run), so they are fetched at once and first; the rest when scrolled to.
 */
const PHOTOS_ABOVE_THE_FOLD = 2;

/**
 * Area selection: each area with its business-type tiles. Choosing a tile stores the area and type in
 * session storage, then follows the tile's url or goes to the department page.
 */
export function AreaSelection({
  hosId,
  hosName,
  businessTypes,
  hiddenAreaTypes,
  lead,
}: AreaSelectionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const areasQuery = useAreas(hosId);

  if (areasQuery.isPending) return <PageSkeleton rows={6} />;
  if (areasQuery.isError) return <Empty description={areasQuery.error.message} />;

  // A hospital without areas still books: one block under the default area key.
  const areas: Area[] =
    areasQuery.data.length > 0
      ? areasQuery.data
      : [{ areaId: DEFAULT_AREA, areaName: hosName, address: '', photo: null }];

  const choose = (area: Area, tile: BusinessType) => {
    storeAppointmentChoice({ areaId: area.areaId, businessType: tile.businessType });
    // The URL carries the choice too: same-day registration (isToday=1 from the menu item) stays same-day on
    // every later page, and the department page opens on this area and type after a reload or from a copied link.
    const target = tileTarget(tile, PATHS.depart);
    const choice =
      target === PATHS.depart
        ? { [BOOKING_PARAMS.areaId]: area.areaId, [BOOKING_PARAMS.businessType]: tile.businessType }
        : {};
    void navigate(withParams(target, { ...carrySameDay(params), ...choice }));
  };

  return (
    <div className="area-selection">
      <p className="area-selection__lead" data-testid="area-lead">
        {lead || t('ui.chooseAreaLead')}
      </p>
      {areas.map((area, index) => (
        <AreaBlock
          key={area.areaId}
          area={area}
          tiles={tilesForArea(businessTypes, area.areaId, hiddenAreaTypes)}
          onChoose={(tile) => choose(area, tile)}
          priority={index < PHOTOS_ABOVE_THE_FOLD}
        />
      ))}
    </div>
  );
}
