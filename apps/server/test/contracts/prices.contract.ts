import type { HosId } from '@portal/shared';
import { expect, it } from 'vitest';
import type {
  HisInsuranceClass,
  HisPriceDetail,
  HisPrices,
  HisPriceSearch,
} from '../../src/his/prices.ts';

/**
 * The price-catalogue part of the HIS contract: what any HisAdapter's `prices` must do. A runner loads
 * `priceContractData` into a hospital whose catalogue holds nothing else, then calls `priceContract` inside a describe
 * block; the suite asserts only through the interface. The initials are what the HIS must derive from the Chinese names.
 */
export type ContractPriceItem = Omit<HisPriceDetail, 'initials'> & { initials: string };

const item = (
  code: string,
  name: string,
  initials: string,
  nameEn: string,
  category: string,
  price: number,
  insuranceClass: HisInsuranceClass = 'A',
  extra: Partial<ContractPriceItem> = {},
): ContractPriceItem => ({
  code,
  name,
  initials,
  nameEn,
  category,
  specification: '',
  form: '',
  unit: 'box',
  price,
  manufacturer: '',
  origin: '',
  insuranceClass,
  remark: '',
  ...extra,
});

/** Real names and their initials, a 0.9% item for LIKE's own characters, and 12 vitamin tablets to page through. */
export function priceContractData(): ContractPriceItem[] {
  return [
    item('D001', '阿莫西林胶囊', 'amxljn', 'Amoxicillin Capsules', 'drug', 1_280, 'A', {
      specification: '0.25 g × 24 capsules',
      form: 'capsules',
      manufacturer: 'Contract Pharma',
      origin: 'Domestic',
      remark: 'Contract remark',
    }),
    item(
      'D002',
      '阿莫西林克拉维酸钾片',
      'amxlklwsjp',
      'Amoxicillin and Clavulanate Potassium Tablets',
      'drug',
      3_150,
      'B',
    ),
    item('D003', '阿奇霉素片', 'aqmsp', 'Azithromycin Tablets', 'drug', 1_520),
    item('D004', '0.9%氯化钠注射液', '09lhnzsy', 'Sodium Chloride Injection 0.9%', 'drug', 280),
    item('D005', '长春新碱注射液', 'ccxjzsy', 'Vincristine Injection', 'drug', 4_600, 'B'),
    ...Array.from({ length: 12 }, (_, i) =>
      item(
        `D1${String(i).padStart(2, '0')}`,
        '维生素C片',
        'wsscp',
        'Vitamin C Tablets',
        'drug',
        300 + i,
        'self',
      ),
    ),
    item('S001', '血常规', 'xcg', 'Complete blood count', 'service', 2_000, 'A', { unit: 'time' }),
    item('S002', '头颅CT平扫', 'tlctps', 'CT, plain, head', 'service', 18_000, 'A', {
      unit: 'site',
    }),
    item('M001', '一次性使用输液器', 'ycxsysyq', 'Disposable infusion set', 'material', 250, 'A', {
      unit: 'piece',
    }),
  ];
}

export interface PriceContractContext {
  prices: HisPrices;
  hosId: HosId;
  otherHosId: HosId;
  data: ContractPriceItem[];
}

export function priceContract(ctx: () => PriceContractContext) {
  const c = () => ctx();
  const search = (q: Partial<HisPriceSearch>) =>
    c().prices.search(c().hosId, { offset: 0, limit: 100, ...q });
  const codes = async (q: Partial<HisPriceSearch>) => (await search(q)).items.map((i) => i.code);

  it('prices search: everything in catalogue order (category, then code) with the total; items as listed, initials derived', async () => {
    const page = await search({});
    const expected = [...c().data].sort(
      (a, b) => a.category.localeCompare(b.category) || a.code.localeCompare(b.code),
    );
    expect(page.total).toBe(expected.length);
    expect(page.items).toEqual(
      expected.map(({ form: _f, origin: _o, remark: _r, ...listed }) => listed),
    );
  });

  it('prices search: part of the name (Chinese or English, any case); pinyin initials by prefix; either matches', async () => {
    expect(await codes({ text: '阿莫西林' })).toEqual(['D001', 'D002']);
    expect(await codes({ text: '克拉维酸' })).toEqual(['D002']);
    expect(await codes({ text: 'AMOXICILLIN' })).toEqual(['D001', 'D002']);
    expect(await codes({ text: 'ct平扫' })).toEqual(['S002']);
    expect(await codes({ initials: 'amxl' })).toEqual(['D001', 'D002']);
    expect(await codes({ initials: 'ccxj' })).toEqual(['D005']);
    expect(await codes({ initials: 'mxl' })).toEqual([]);
    expect(await codes({ text: 'xcg', initials: 'xcg' })).toEqual(['S001']);
    expect(await codes({ text: 'capsules', initials: 'capsules' })).toEqual(['D001']);
  });

  it("prices search: LIKE's own characters match themselves", async () => {
    expect(await codes({ text: '0.9%' })).toEqual(['D004']);
    expect(await codes({ text: '%' })).toEqual(['D004']);
    expect(await codes({ text: '_' })).toEqual([]);
  });

  it('prices search: by category, alone and with text; pages cover a search once each; past the end is empty with the total', async () => {
    expect(await codes({ category: 'material' })).toEqual(['M001']);
    expect(await codes({ category: 'service', text: '阿莫西林' })).toEqual([]);
    expect(await codes({ category: 'nothing' })).toEqual([]);
    const all = await codes({ text: '维生素' });
    expect(all).toHaveLength(12);
    for (const limit of [5, 10]) {
      const seen: string[] = [];
      for (let offset = 0; offset < all.length; offset += limit) {
        const page = await search({ text: '维生素', offset, limit });
        expect(page.total).toBe(12);
        seen.push(...page.items.map((i) => i.code));
      }
      expect(seen).toEqual(all);
    }
    expect(await search({ text: '维生素', offset: 20, limit: 10 })).toEqual({
      items: [],
      total: 12,
    });
  });

  it('prices get: one item with its details; undefined when unknown or at another hospital', async () => {
    const { prices, hosId, otherHosId, data } = c();
    expect(await prices.get(hosId, 'D001')).toEqual(data[0]);
    expect(await prices.get(hosId, 'NO-SUCH')).toBeUndefined();
    expect(await prices.get(otherHosId, 'D001')).toBeUndefined();
  });
}
