import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import { queryFilterValueSchema, queryPageOf } from './query.schema.ts';

/**
 * Price query: the hospital's public catalogue of drug, service and material prices.
 * One search box takes a name (any part of it) or its pinyin initials ('amxl' finds 阿莫西林); the category is a value
 * of the hospital's price_search_type dictionary. Money is integer fen (docs/architecture.md#money-is-integer-fen).
 */

/** The search text: letters, digits, CJK and the punctuation drug names use; at most 40 characters, trimmed. */
export const priceSearchTextSchema = z
  .string()
  .trim()
  .max(40, 'C019')
  .regex(/^[\p{L}\p{N}\s.%()（）·\-+/]*$/u, 'C019')
  .default('');

export const priceListQuery = z.object({
  hosId: hosIdSchema,
  text: priceSearchTextSchema,
  /** A value of the price_search_type dictionary; '' = every category. */
  category: queryFilterValueSchema,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** National insurance classes: A (甲, fully listed), B (乙, partly paid by the patient), self-pay (自费). */
export const insuranceClassSchema = z.enum(['A', 'B', 'self']);
export type InsuranceClass = z.infer<typeof insuranceClassSchema>;

export const priceItemSchema = z.object({
  /** The hospital's charge code. */
  code: z.string(),
  name: z.string(),
  /** The English name where the catalogue keeps one ('Amoxicillin Capsules'); '' otherwise. */
  nameEn: z.string(),
  /** Lower-case pinyin initials of the Chinese name ('amxljn'); '' when the name has none. */
  initials: z.string(),
  /** The price_search_type value and its label in the reader's language. */
  category: z.string(),
  categoryName: z.string(),
  /** As the catalogue prints it ('0.25 g × 24 capsules'); '' for most services. */
  specification: z.string(),
  /** What one price buys ('box', 'time', 'day'). */
  unit: z.string(),
  /** Integer fen per unit. */
  price: z.number().int(),
  /** Drugs and materials: the maker; '' for services. */
  manufacturer: z.string(),
  insuranceClass: insuranceClassSchema,
});
export type PriceItem = z.infer<typeof priceItemSchema>;
export const pricePageSchema = queryPageOf(priceItemSchema);

/** A charge code as the detail route carries it. */
export const priceCodeSchema = z.string().regex(/^[\w-]{1,32}$/, 'C019');
export const priceRefQuery = z.object({ hosId: hosIdSchema, code: priceCodeSchema });

export const priceDetailSchema = priceItemSchema.extend({
  /** Drugs: the dosage form ('capsule'); '' otherwise. */
  form: z.string(),
  /** Drugs and materials: where it is made ('Domestic', 'Imported'). */
  origin: z.string(),
  remark: z.string(),
});
export type PriceDetail = z.infer<typeof priceDetailSchema>;
