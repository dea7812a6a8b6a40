import { describe, expect, it } from 'vitest';
import * as shared from '@portal/shared';
import { FUNCTION_CALLS, FUNCTION_MODULE_IDS } from '@portal/shared';
import { BARE_ROUTES, FRAME_ROUTES } from './route-table.ts';

/**
 * The route table agrees with the server's table of hospital functions (packages/shared/src/hospital/
 * function-access.ts, docs/function-access.md): every page's module is a function of that table, and a function
 * whose pages all need sign-in has no call of its own that answers a signed-out caller.
 */
const pages = [...FRAME_ROUTES, ...BARE_ROUTES];

/** Every shared call definition by its name (the operationId it is registered under). */
const callAuth = new Map<string, boolean>(
  Object.values(shared)
    .filter(
      (v): v is Record<string, { method: string; path: string; auth?: boolean }> =>
        typeof v === 'object' &&
        v !== null &&
        !Array.isArray(v) &&
        Object.values(v).length > 0 &&
        Object.values(v).every(
          (c) => typeof c === 'object' && c !== null && 'method' in c && 'path' in c,
        ),
    )
    .flatMap((calls) => Object.entries(calls).map(([name, c]) => [name, c.auth === true] as const)),
);

describe('the route table and the function table', () => {
  it("names only the table's function modules", () => {
    const unknown = pages.filter((p) =>
      [p.moduleId ?? []]
        .flat()
        .some((m) => !(FUNCTION_MODULE_IDS as readonly string[]).includes(m)),
    );
    expect(unknown.map((p) => `${p.path} ${p.moduleId}`)).toEqual([]);
  });

  it('marks sign-in on every call of a function whose pages all need sign-in', () => {
    const anonymous = Object.entries(FUNCTION_CALLS).flatMap(([moduleId, calls]) => {
      const own = pages.filter((p) => [p.moduleId ?? []].flat().includes(moduleId));
      if (own.length === 0 || !own.every((p) => p.login === 'required')) return [];
      // A file download (a report's or an invoice's PDF) is a server route, not a shared call: signed in there.
      return calls.filter((c) => callAuth.get(c) === false).map((c) => `${moduleId}: ${c}`);
    });
    expect(callAuth.get('getPrices'), 'the shared calls are found').toBe(true);
    expect(anonymous).toEqual([]);
  });
});
