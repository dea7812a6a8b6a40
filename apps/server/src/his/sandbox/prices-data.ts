import type { HosId } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { HisInsuranceClass } from '../prices.ts';
import { pinyinInitials } from '../../lib/pinyin.ts';

/**
 * Loading the built-in HIS's price catalogue: what the demo seed and the tests' fixtures write. A hospital's
 * thousands of items go in as column arrays (insert … select from unnest), one statement per 5,000 rows. The search
 * columns are derived here, once: the lower-cased name (Chinese and English) and the pinyin initials of the Chinese name.
 */
export interface SandboxPriceItem {
  code: string;
  name: string;
  nameEn: string;
  category: string;
  specification: string;
  form: string;
  unit: string;
  /** Integer fen. */
  price: number;
  manufacturer: string;
  origin: string;
  insuranceClass: HisInsuranceClass;
  remark: string;
}

const BATCH = 5_000;

export async function insertPriceItems(db: Db, hosId: HosId, items: SandboxPriceItem[]) {
  for (let i = 0; i < items.length; i += BATCH) {
    const batch = items.slice(i, i + BATCH);
    const col = <K extends keyof SandboxPriceItem>(key: K) => batch.map((r) => r[key]);
    await sql`insert into his_price_item (hos_id, code, name, name_en, search_name, initials, category, specification, form, unit, price,
        manufacturer, origin, insurance_class, remark)
      select ${hosId}, * from unnest(${col('code')}::text[], ${col('name')}::text[], ${col('nameEn')}::text[],
        ${batch.map((r) => searchName(r.name, r.nameEn))}::text[], ${batch.map((r) => pinyinInitials(r.name))}::text[],
        ${col('category')}::text[], ${col('specification')}::text[], ${col('form')}::text[], ${col('unit')}::text[], ${col('price')}::bigint[],
        ${col('manufacturer')}::text[], ${col('origin')}::text[], ${col('insuranceClass')}::text[], ${col('remark')}::text[])`.execute(
      db,
    );
  }
  // A bulk load leaves the planner's statistics behind: without them it ignores the initials index. A few milliseconds.
  if (items.length > 0) await sql`analyze his_price_item`.execute(db);
}

/** What a name search reads: both names lower-cased, so 'Amoxicillin', 'amoxi' and '阿莫' all find the item. */
export function searchName(name: string, nameEn: string): string {
  return `${name}\n${nameEn}`.toLowerCase();
}
