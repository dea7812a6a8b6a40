import type { PriceDetail, PriceItem } from '@portal/shared';

export const priceOf = (over: Partial<PriceItem> = {}): PriceItem => ({
  code: 'Y000001',
  name: '阿莫西林胶囊',
  nameEn: 'Amoxicillin Capsules',
  initials: 'amxljn',
  category: 'drug',
  categoryName: 'Drugs',
  specification: '0.25 g × 24 capsules',
  unit: 'box',
  price: 1_930,
  manufacturer: 'CSPC Pharmaceutical Group',
  insuranceClass: 'A',
  ...over,
});

export const priceDetailOf = (over: Partial<PriceDetail> = {}): PriceDetail => ({
  ...priceOf(),
  form: 'capsules',
  origin: 'Domestic',
  remark: '',
  ...over,
});
