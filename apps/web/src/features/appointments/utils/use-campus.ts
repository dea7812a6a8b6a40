import type { HosId } from '@portal/shared';
import { useAreas } from '../../../lib/areas.ts';

/**
 * The campus (area) of a booking with its address, 'Main campus · 1 Jiefang Road' (the appointment notice
 * warns to choose the campus carefully, so the confirm and complete pages name it); null until known.
 */
export function useCampus(hosId: HosId, areaId: string): string | null {
  const areas = useAreas(hosId);
  const area = areas.data?.find((a) => a.areaId === areaId);
  return area ? [area.areaName, area.address].filter(Boolean).join(' · ') : null;
}
