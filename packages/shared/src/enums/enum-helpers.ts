/** Small helpers shared by every `as const` enumeration in this folder. */

/** The union of an `as const` object's values: `EnumValue<typeof Relation>` is `0 | 1 | … | 5`. */
export type EnumValue<T> = T[keyof T];

/**
 * Looks a code up in a label table. Codes often arrive from the HIS as strings ('1'), so a numeric
 * string finds the numeric key too; anything unknown gets the fallback instead of `undefined`.
 */
export function labelOf(
  labels: Readonly<Record<string | number, string>>,
  code: unknown,
  fallback = 'unknown',
): string {
  if (typeof code !== 'string' && typeof code !== 'number') return fallback;
  return Object.hasOwn(labels, code) ? (labels[code] ?? fallback) : fallback;
}

/** Type guard: is `value` one of the enumeration's values (strict, no string/number coercion)? */
export function isEnumValue<T extends Record<string, string | number>>(
  enumeration: T,
  value: unknown,
): value is EnumValue<T> {
  return (Object.values(enumeration) as unknown[]).includes(value);
}
