import type { HosId } from '@portal/shared';
/**
 * Price query: the HIS's public price catalogue (drugs, services, materials) — a member of HisAdapter. Nothing
 * here belongs to a person: the catalogue is the same for every visitor of a hospital.
 */
export type HisInsuranceClass = 'A' | 'B' | 'self';

export interface HisPriceItem {
  code: string;
  name: string;
  nameEn: string;
  /** Lower-case pinyin initials of the name ('amxljn'). */
  initials: string;
  /** A value of the hospital's price_search_type dictionary. */
  category: string;
  specification: string;
  unit: string;
  /** Integer fen per unit. */
  price: number;
  manufacturer: string;
  insuranceClass: HisInsuranceClass;
}

export interface HisPriceDetail extends HisPriceItem {
  form: string;
  origin: string;
  remark: string;
}

export interface HisPriceSearch {
  /** Part of the name, case-insensitive; undefined = any name. */
  text?: string;
  /** A prefix of the pinyin initials (lower case); undefined = any. Text and initials together match either. */
  initials?: string;
  /** Only this category; undefined = every category. */
  category?: string;
  offset: number;
  limit: number;
}

export interface HisPrices {
  /** Matching items in a stable order (category, then code), paged, and how many the whole search has. */
  search(hosId: HosId, query: HisPriceSearch): Promise<{ items: HisPriceItem[]; total: number }>;
  /** One item by its charge code; undefined when the hospital has none. */
  get(hosId: HosId, code: string): Promise<HisPriceDetail | undefined>;
}
