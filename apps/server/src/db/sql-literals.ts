import { sql, type RawBuilder } from 'kysely';

/**
 * Named codes (packages/shared's stored appointment states…) written into raw SQL as literals, not parameters: a
 * partial index such as `where state in ('1', '3')` matches a query only when the planner sees the same constants.
 */
export const literal = (value: string): RawBuilder<unknown> => sql.lit(value);

/** `'1', '3'` for an `in (…)` list of named codes. */
export const literalList = (values: readonly string[]): RawBuilder<unknown> =>
  sql.join(values.map((v) => sql.lit(v)));
