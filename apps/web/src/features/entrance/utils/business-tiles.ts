import type { BusinessType } from '@portal/shared';

/**
 * The business-type tiles of one area: from config areaOrdinaryFunctionType, ordered by
 * sort; a tile limited to some areas (areaIds) shows only there, and the hospital's hidden area/type combinations
 * (config hiddenAreaTypes) are left out.
 */
export function tilesForArea(
  types: readonly BusinessType[],
  areaId: string,
  hidden: readonly { areaId: string; businessType: string }[] = [],
): BusinessType[] {
  return types
    .filter((t) => !t.areaIds || t.areaIds.length === 0 || t.areaIds.includes(areaId))
    .filter((t) => !hidden.some((h) => h.areaId === areaId && h.businessType === t.businessType))
    .sort((a, b) => a.sort - b.sort);
}

/** Where a tile leads: its own url with its params, otherwise the department page. */
export function tileTarget(tile: Pick<BusinessType, 'url' | 'params'>, fallback: string): string {
  if (!tile.url) return fallback;
  const [path = '', own = ''] = tile.url.split('?', 2);
  const query = new URLSearchParams(own);
  for (const [k, v] of Object.entries(tile.params ?? {})) query.set(k, v);
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}
