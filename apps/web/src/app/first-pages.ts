import type { PageKind } from './route-table.ts';

/**
 * The pages whose texts are in the message catalogue's first part, which the app loads before it renders
 * (lib/i18n.ts): the pages patients land on. Every other page loads the rest of the catalogue before it renders
 * (router.tsx), and the build's tooling splits the catalogue by the same list (tooling/catalogue-split.ts).
 */
export const FIRST_PAGES = ['login', 'area', 'depart', 'record'] as const satisfies PageKind[];

/**
 * Their modules, with the routes outside the page table that are first too: the chooser, the frame, the home and the
 * error page, where a failed first load ends, when the rest may not load either.
 */
export const FIRST_PAGE_MODULES = [
  ...FIRST_PAGES,
  'hospitals',
  'frame-layout',
  'home',
  'error',
].map((name) => `src/app/routes/${name}.tsx`);
