import { describe, expect, it } from 'vitest';
import { MASKED_CARD, maskBankCard, maskCard, maskIdCard, maskName, maskPhone } from './masking.ts';

describe('maskBankCard (last 4 shown)', () => {
  it('prints a fixed prefix and the last 4', () => {
    expect(maskBankCard('6222021234561234')).toBe('**** **** **** 1234');
    expect(maskBankCard('6222021234567890123')).toBe('**** **** **** 0123');
    expect(maskBankCard('6222 0212 3456 1234')).toBe('**** **** **** 1234');
  });
  it('never shows a short value in full and never throws', () => {
    expect(maskBankCard('12345')).toBe('**** **** **** 2345');
    expect(maskBankCard('1234')).toBe('****');
    expect(maskBankCard('')).toBe('');
    expect(maskBankCard(null)).toBe('');
    expect(maskBankCard(undefined)).toBe('');
  });
});

describe('maskIdCard (first 3 and last 4)', () => {
  it('keeps the length', () => {
    expect(maskIdCard('11010519491231002X')).toBe('110***********002X');
    expect(maskIdCard('11010519491231002X')).toHaveLength(18);
    expect(maskIdCard('12345678')).toBe('123*5678');
  });
  it('stars a value too short to hide anything', () => {
    expect(maskIdCard('1234567')).toBe('*******');
    expect(maskIdCard('12')).toBe('**');
    expect(maskIdCard('')).toBe('');
    expect(maskIdCard(null)).toBe('');
  });
});

describe('maskName (first and last character)', () => {
  it('masks the middle of longer names', () => {
    expect(maskName('张三丰')).toBe('张*丰');
    expect(maskName('欧阳娜娜')).toBe('欧**娜');
    expect(maskName('John Smith')).toBe('J********h');
  });
  it('handles 2, 1 and 0 characters', () => {
    expect(maskName('张三')).toBe('张*');
    expect(maskName('张')).toBe('张');
    expect(maskName('')).toBe('');
    expect(maskName(undefined)).toBe('');
  });
  it('does not split characters outside the BMP', () => {
    expect(maskName('𠀋一𠀋')).toBe('𠀋*𠀋');
    expect(maskName('王𠀋')).toBe('王*');
  });
});

describe('maskPhone (first 3 and digits 8–11)', () => {
  it('masks digits 4–7', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
    expect(maskPhone('13912345678')).toBe('139****5678');
  });
  it('copes with other lengths', () => {
    expect(maskPhone('010-12345678')).toBe('010*****5678');
    expect(maskPhone('1234567')).toBe('*******');
    expect(maskPhone('')).toBe('');
    expect(maskPhone(null)).toBe('');
  });
});

describe('maskCard (eight asterisks)', () => {
  it('ignores the number entirely', () => {
    expect(maskCard('0001234567')).toBe('********');
    expect(maskCard('')).toBe('********');
    expect(maskCard()).toBe(MASKED_CARD);
    expect(MASKED_CARD).toBe('********');
  });
});
