import { expect } from 'vitest';
import { addDays } from '@portal/shared';
import type { HisDayRange } from '../../src/his/his.ts';

/**
 * What the HIS contract suites do alike, kept once so they cannot drift: a day of the data as a period of the
 * hospital's calendar, a tagged id without the run's tag, and the check that pages cover a list once each.
 */

/** Over a suite's context: `period(from, to)` is data days from–to (both included), `short(id)` drops the run's tag ('a-edge-end'). */
export function contractDays(ctx: () => { data: { base: string; tag: string }; timeZone: string }) {
  return {
    period: (from: number, to: number): HisDayRange => ({
      from: addDays(ctx().data.base, from),
      to: addDays(ctx().data.base, to),
      timeZone: ctx().timeZone,
    }),
    short: (id: string) => id.slice(ctx().data.tag.length + 1),
  };
}

/** Reading the whole list `all` page by page, at each of the limits, gives `all` again: every id once, in the same order. */
export async function expectPagesCoverOnce(
  all: string[],
  limits: number[],
  page: (offset: number, limit: number) => Promise<string[]>,
) {
  for (const limit of limits) {
    const seen: string[] = [];
    for (let offset = 0; offset < all.length; offset += limit)
      seen.push(...(await page(offset, limit)));
    expect(seen).toEqual(all);
  }
}
