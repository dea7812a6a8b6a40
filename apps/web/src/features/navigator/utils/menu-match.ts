import type { FunctionModule, MenuGroup, MenuItem } from '@portal/shared';

/** Enabled groups and their items, both ordered by `sort`. */
export function sortMenu(groups: MenuGroup[]): MenuGroup[] {
  return groups
    .filter((g) => g.enabled)
    .sort((a, b) => a.sort - b.sort)
    .map((g) => ({ ...g, sub: [...g.sub].sort((a, b) => a.sort - b.sort) }));
}

export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** The item's target: its url (which may carry its own query) plus its params as query. */
export function menuItemTarget(item: Pick<MenuItem, 'url' | 'params'>): {
  pathname: string;
  query: URLSearchParams;
} {
  const [pathname = '', rawQuery = ''] = item.url.split('?', 2);
  const query = new URLSearchParams(rawQuery);
  for (const [key, value] of Object.entries(item.params)) query.set(key, value);
  return { pathname, query };
}

export function menuItemHref(item: Pick<MenuItem, 'url' | 'params'>): string {
  if (isExternalUrl(item.url)) return item.url;
  const { pathname, query } = menuItemTarget(item);
  const qs = query.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

function sameQuery(a: URLSearchParams, b: URLSearchParams): boolean {
  const norm = (q: URLSearchParams) =>
    [...q.entries()]
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join('&');
  return norm(a) === norm(b);
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** "The current item is highlighted when its url and query equal the route." Query order does not matter. */
export function isCurrentMenuItem(
  item: Pick<MenuItem, 'url' | 'params'>,
  location: { pathname: string; search: string },
): boolean {
  if (isExternalUrl(item.url)) return false;
  const target = menuItemTarget(item);
  return (
    trimSlash(target.pathname) === trimSlash(location.pathname) &&
    sameQuery(target.query, new URLSearchParams(location.search))
  );
}

export function findCurrentMenuItem(
  groups: MenuGroup[],
  location: { pathname: string; search: string },
): MenuItem | null {
  for (const group of groups) {
    const hit = group.sub.find((item) => isCurrentMenuItem(item, location));
    if (hit) return hit;
  }
  return null;
}

/** Feature access: the function must exist in the hospital's function list with isUse '1'. */
export function isFunctionOpen(functions: readonly FunctionModule[], moduleId: string): boolean {
  return functions.some((f) => f.moduleId === moduleId && f.isUse === '1');
}
