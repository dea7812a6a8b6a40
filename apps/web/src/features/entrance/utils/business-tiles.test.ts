import { describe, expect, it } from 'vitest';
import type { BusinessType } from '@portal/shared';
import { tilesForArea, tileTarget } from './business-tiles.ts';

const types: BusinessType[] = [
  { businessType: '3', title: 'Special', sort: 3, areaIds: ['2'] },
  { businessType: '1', title: 'Ordinary', sort: 1 },
  {
    businessType: '2',
    title: 'Expert',
    sort: 2,
    url: '/appointment/depart?x=1',
    params: { kind: 'expert' },
  },
];

describe('business tiles', () => {
  it('orders by sort and keeps area-limited tiles to their areas', () => {
    expect(tilesForArea(types, '1').map((t) => t.businessType)).toEqual(['1', '2']);
    expect(tilesForArea(types, '2').map((t) => t.businessType)).toEqual(['1', '2', '3']);
  });

  it('hides the configured area/type combinations', () => {
    expect(
      tilesForArea(types, '2', [{ areaId: '2', businessType: '1' }]).map((t) => t.businessType),
    ).toEqual(['2', '3']);
  });

  it("goes to the tile's url with its params, else to the fallback", () => {
    expect(tileTarget(types[2]!, '/appointment/depart')).toBe(
      '/appointment/depart?x=1&kind=expert',
    );
    expect(tileTarget(types[1]!, '/appointment/depart')).toBe('/appointment/depart');
  });
});
