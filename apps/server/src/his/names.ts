import type { Language, HosId } from '@portal/shared';

/**
 * The HIS's names in the reader's language. A HIS names departments, doctors, wards, reports, lab items, medicines
 * and charge items in its primary language; where it keeps them in another language too, every answer the portal
 * shows is given in the language the request asked for (Accept-Language, as the hospital's own content is), name by
 * name, and a name it has no other text for stays as the HIS wrote it.
 */
export interface HisNames {
  /** The names of one hospital's HIS in one language (cheap to ask for on every request). */
  book(hosId: HosId, lang: Language): Promise<HisNameBook>;
}

export interface HisNameBook {
  /** `text` (a name as the HIS gives it in its primary language) in the book's language, or `text` itself. */
  name(text: string): string;
}

export const SAME_NAMES: HisNameBook = { name: (text) => text };

/**
 * The fields of HIS answers that hold names — what a patient reads as the department, doctor, ward, report, item,
 * medicine, specimen, route, frequency, unit or diagnosis. Free text (findings, conclusions, advice),
 * codes and the registered name of the person are never in this list.
 */
const NAME_FIELDS = new Set([
  'deptName',
  'doctorName',
  'ward',
  'title',
  'name',
  'drugName',
  'specimen',
  'spec',
  'unit',
  'packUnit',
  'doseUnit',
  'route',
  'frequency',
  'usage',
  'diagnosis',
  'bodyPart',
  'description',
  'itemName',
  'categoryName',
  // A text result or range the lab words ('negative'); numbers have no entry and stay as they are.
  'result',
  'range',
]);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/** A copy of a HIS answer (objects and arrays at any depth) with every name field read through `book`. */
export function inLanguage<T>(value: T, book: HisNameBook): T {
  if (book === SAME_NAMES) return value;
  if (Array.isArray(value)) return value.map((v: unknown) => inLanguage(v, book)) as T;
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = typeof v === 'string' && NAME_FIELDS.has(key) ? book.name(v) : inLanguage(v, book);
  }
  return out as T;
}

/** A HIS answer, once it arrives, with its names in `lang` (the hospital's name book is asked for alongside). */
export async function answerIn<T>(
  names: HisNames,
  hosId: HosId,
  lang: Language,
  answer: Promise<T>,
): Promise<T> {
  const [value, book] = await Promise.all([answer, names.book(hosId, lang)]);
  return inLanguage(value, book);
}
