import { describe, expect, it } from 'vitest';
import { priceCodeSchema, priceItemSchema, hosIdOf } from '@portal/shared';
import { demoPrices } from './demo-prices.ts';
import { pinyinInitials } from '../../lib/pinyin.ts';

/** The demo price catalogue is generated, reproducible, a few thousand realistic items per hospital. */
const ALL = ['drug', 'service', 'material'];
const items = demoPrices(hosIdOf('1001'), ALL);

describe('demoPrices', () => {
  it('gives the same catalogue for the same hospital, and another one (makers, prices) elsewhere', () => {
    expect(demoPrices(hosIdOf('1001'), ALL)).toEqual(items);
    const other = demoPrices(hosIdOf('1003'), ALL);
    expect(other.map((i) => `${i.code}|${i.manufacturer}|${i.price}`)).not.toEqual(
      items.map((i) => `${i.code}|${i.manufacturer}|${i.price}`),
    );
  });

  it('makes a few thousand items, unique codes the detail route accepts, in every listed category only', () => {
    expect(items.length).toBeGreaterThan(2_000);
    expect(items.length).toBeLessThan(5_000);
    expect(new Set(items.map((i) => i.code)).size).toBe(items.length);
    for (const i of items) expect(priceCodeSchema.safeParse(i.code).success, i.code).toBe(true);
    const count = (c: string) => items.filter((i) => i.category === c).length;
    expect(count('drug')).toBeGreaterThan(1_000);
    expect(count('service')).toBeGreaterThan(300);
    expect(count('material')).toBeGreaterThan(200);
    expect(
      demoPrices(hosIdOf('1002'), ['drug', 'service']).some((i) => i.category === 'material'),
    ).toBe(false);
    expect(demoPrices(hosIdOf('1001'), [])).toEqual([]);
  });

  it('prices in whole fen within sensible bounds; makers and origin for drugs and materials, none for services', () => {
    for (const i of items) {
      expect(Number.isInteger(i.price) && i.price > 0, `${i.code} ${i.price}`).toBe(true);
      expect(i.price).toBeLessThan(10_000_000);
      if (i.category === 'service') expect([i.manufacturer, i.origin]).toEqual(['', '']);
      else expect(['Domestic', 'Imported']).toContain(i.origin);
      expect(['A', 'B', 'self']).toContain(i.insuranceClass);
      expect(i.name).toMatch(/[\u4e00-\u9fff]/);
      expect(i.nameEn).not.toBe('');
    }
    // An imported maker's pack costs more than the cheapest domestic one of the same drug and pack.
    const amox = items.filter(
      (i) => i.name === '阿莫西林胶囊' && i.specification === '0.25 g × 24 capsules',
    );
    const cheapest = (origin: string) =>
      Math.min(...amox.filter((i) => i.origin === origin).map((i) => i.price));
    if (amox.some((i) => i.origin === 'Imported'))
      expect(cheapest('Imported')).toBeGreaterThan(cheapest('Domestic'));
  });

  it("fits the contract's item shape once the initials are derived", () => {
    for (const i of items.slice(0, 200)) {
      expect(
        priceItemSchema.safeParse({
          ...i,
          initials: pinyinInitials(i.name),
          categoryName: i.category,
        }).success,
      ).toBe(true);
    }
  });
});

describe('pinyinInitials', () => {
  it('takes the first letter of each character, reading words in context, keeping Latin letters and digits', () => {
    expect(pinyinInitials('阿莫西林胶囊')).toBe('amxljn');
    expect(pinyinInitials('血常规')).toBe('xcg');
    expect(pinyinInitials('长春新碱注射液')).toBe('ccxjzsy');
    expect(pinyinInitials('头颅CT平扫')).toBe('tlctps');
    expect(pinyinInitials('维生素B12注射液')).toBe('wssb12zsy');
    expect(pinyinInitials('0.9%氯化钠注射液')).toBe('09lhnzsy');
    expect(pinyinInitials('')).toBe('');
  });
});
