import { PAGE_CONFIG_GROUPS, type HosId } from '@portal/shared';
import { configGroupsQueryOptions } from '../features/hospitals/api/get-config.ts';
import { footerQueryOptions } from '../features/hospitals/api/get-digital.ts';
import { messagesQueryOptions } from '../features/message-centre/api/messages.ts';
import { areasQueryOptions } from '../lib/areas.ts';
import { queryClient } from '../lib/query-client.ts';
import type { PageKind } from './route-table.ts';

/**
 * The calls a page makes first, started by its route's loader beside the frame's calls instead of after the
 * page's first render. Without it the area page rendered, then asked for its config, rendered again, asked for its
 * areas, rendered again and only then loaded the photos that are its largest paint: three round trips and three
 * renders after the first one. The page's hooks read the same queries (same keys and functions), so nothing is asked
 * twice, and a fresh answer is not asked again; a prefetch never throws: a failure shows on the page as before.
 * The query definitions are imported as they are (a few hundred bytes, which the frame and those pages need anyway):
 * an `import()` of each made it a chunk of its own, and a request more on the cold load.
 *
 * Not every page gains: the record page's list, there at the first render, made that render one longer task
 * (bench:cold-load, blocking time ×1.27–1.33), so it keeps fetching after it (measured in docs/benchmarks.md).
 */
type Prefetch = (hosId: HosId) => Promise<unknown>[];

const appointmentConfig = (hosId: HosId) =>
  queryClient.prefetchQuery(configGroupsQueryOptions(hosId, PAGE_CONFIG_GROUPS.appointment));
const areas = (hosId: HosId) => queryClient.prefetchQuery(areasQueryOptions(hosId));

/** The area and department pages both start from the appointment config and the areas. */
const appointmentPage: Prefetch = (hosId) => [appointmentConfig(hosId), areas(hosId)];

const PAGE_PREFETCH: Partial<Record<PageKind, Prefetch>> = {
  area: appointmentPage,
  depart: appointmentPage,
};

/** Starts the page's first calls (for a page the visitor may open: the loader has decided so); returns at once. */
export function prefetchPage(page: PageKind, hosId: HosId): void {
  void PAGE_PREFETCH[page]?.(hosId);
}

/** The same for the frame around every page: its footer and, for a signed-in patient, the bell's first page. */
export function prefetchFrame(hosId: HosId, userId: string | null, lang: string): void {
  void queryClient.prefetchQuery(footerQueryOptions(hosId));
  if (userId !== null) void queryClient.prefetchQuery(messagesQueryOptions(hosId, userId, 1, lang));
}
