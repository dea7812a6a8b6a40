import { redirect, replace, type LoaderFunctionArgs } from 'react-router';
import { readHospitalConfig, type HosId, hosIdSchema } from '@portal/shared';
import { functionsQueryOptions } from '../features/hospitals/api/get-functions.ts';
import { hospitalQueryOptions } from '../features/hospitals/api/get-hospital.ts';
import {
  configGroupsQueryOptions,
  initialConfigQueryOptions,
} from '../features/hospitals/api/get-config.ts';
import { messagesQueryOptions } from '../features/hospitals/api/get-messages.ts';
import { menuQueryOptions } from '../features/navigator/api/get-menu.ts';
import { ApiError, isApiError } from '../lib/api-error.ts';
import { applyHospitalMessages, currentLanguage } from '../lib/i18n.ts';
import { loginPathFor, PATHS } from '../lib/paths.ts';
import { queryClient } from '../lib/query-client.ts';
import { getLoginUser, getStoredHosId, storeErrorInfo } from '../lib/storage.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useThemeStore } from '../stores/theme-store.ts';
import { refreshLeader } from './leader.ts';
import { prefetchFrame, prefetchPage } from './page-prefetch.ts';
import {
  decidePageAccess,
  loginConfigGroup,
  rootGuard,
  type AccessDecision,
  type RootGuard,
} from './guards.ts';
import type { PageRoute } from './route-table.ts';

const HOS_ID_PARAM = 'hosId';

/** While `?hosId=` is in the URL the root loader is about to redirect; the other loaders stand back. */
const choosingHospital = (request: Request) => new URL(request.url).searchParams.has(HOS_ID_PARAM);

/** Any URL may carry `?hosId=`: it selects the hospital, then leaves the address bar (replace, not push). */
export function rootLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const named = url.searchParams.get(HOS_ID_PARAM);
  if (named === null) return null;
  url.searchParams.delete(HOS_ID_PARAM);
  const rest = url.pathname + url.search + url.hash;
  const hosId = hosIdSchema.safeParse(named).data;
  if (!hosId) {
    storeErrorInfo({
      title: 'ui.hospitalUnavailable',
      caption: 'HOSPITAL001',
      params: { hosId: named },
    });
    return replace(PATHS.error);
  }
  useSessionStore.getState().chooseHospital(hosId);
  return replace(rest);
}

export interface HospitalLoaderData {
  hosId: HosId;
}

/**
 * Routing: the first entry loads the hospital, its functions, menu and initial config (encrypted call) and
 * its captions. An unknown or disabled hospital gets an explanatory error page; any other failure the
 * 'upgrade notice'. With no hospital chosen, the chooser.
 */
export async function hospitalLoader({
  request,
}: LoaderFunctionArgs): Promise<HospitalLoaderData | null | Response> {
  if (choosingHospital(request)) return null;
  const hosId = getStoredHosId();
  if (hosId === null) return redirect(PATHS.hospitals);
  const lang = currentLanguage();
  try {
    const hospital = await queryClient.ensureQueryData(hospitalQueryOptions(hosId));
    // The server answers a disabled hospital with HOSPITAL002; should it ever send the record instead, the same page.
    if (!hospital.enabled)
      throw new ApiError({ code: 404, messageKey: 'HOSPITAL002', params: { hosId } });
    prefetchFrame(hosId, getLoginUser(hosId)?.platformDetail.userId ?? null, lang);
    const [, , , catalogue] = await Promise.all([
      queryClient.ensureQueryData(functionsQueryOptions(hosId)),
      queryClient.ensureQueryData(menuQueryOptions(hosId)),
      queryClient.ensureQueryData(initialConfigQueryOptions(hosId)),
      queryClient.ensureQueryData(messagesQueryOptions(hosId, lang)),
    ]);
    applyHospitalMessages(lang, catalogue.messages);
    // The page's first render wears the hospital's theme. Set after it had rendered (HospitalScope's effect,
    // which still follows later changes), the theme re-rendered the whole page at once: the cold load's longest task.
    useThemeStore.getState().setTheme(hospital.theme);
    return { hosId };
  } catch (e) {
    if (isApiError(e) && e.redirectedTo) return redirect(e.redirectedTo);
    if (isApiError(e) && (e.messageKey === 'HOSPITAL001' || e.messageKey === 'HOSPITAL002')) {
      storeErrorInfo({
        title: 'ui.hospitalUnavailable',
        caption: e.messageKey,
        params: { ...e.params, hosId },
      });
      // Forget the choice so the next visit starts at the chooser instead of this error again.
      useSessionStore.getState().chooseHospital(null);
      return redirect(PATHS.error);
    }
    if (isApiError(e) && e.messageKey === 'C001') {
      // The patient's connection failed, not the portal: say so and offer to try again where they were.
      const url = new URL(request.url);
      storeErrorInfo({
        title: 'ui.loadFailed',
        caption: 'C001',
        retryPath: url.pathname + url.search,
      });
      return redirect(PATHS.error);
    }
    storeErrorInfo({ title: 'ui.upgradeNotice', caption: 'ui.upgradeNoticeCaption' });
    return redirect(PATHS.error);
  }
}

/** True when the frame's data is already loaded for this hospital (used to show the error page inside the frame). */
export function isHospitalReady(hosId: HosId): boolean {
  const ok = (key: readonly unknown[]) => queryClient.getQueryState(key)?.status === 'success';
  return (
    ok(hospitalQueryOptions(hosId).queryKey) &&
    ok(functionsQueryOptions(hosId).queryKey) &&
    ok(menuQueryOptions(hosId).queryKey) &&
    ok(initialConfigQueryOptions(hosId).queryKey)
  );
}

export interface PageLoaderData {
  access: AccessDecision;
}

/** The hospital's function list for a module page (shared with the hospital loader's call); null when it cannot be read. */
async function functionsFor(route: PageRoute, hosId: HosId | null) {
  if (!route.moduleId || hosId === null) return null;
  return queryClient.ensureQueryData(functionsQueryOptions(hosId)).catch(() => null);
}

/** The config group a config-driven login rule reads, shared with the page's own call; null when unreadable. */
async function loginConfigFor(route: PageRoute, hosId: HosId | null) {
  const group = loginConfigGroup(route);
  if (group === null || hosId === null) return null;
  return queryClient
    .ensureQueryData(configGroupsQueryOptions(hosId, [group]))
    .then((items) => readHospitalConfig(items))
    .catch(() => null);
}

/**
 * The guard of one page: a closed function's FUNC001, login redirect, or
 * the leader check's verdict for the page to show. A leader-only route asks for a fresh leader flag first,
 * so a flag granted since sign-in counts.
 */
export function pageLoader(route: PageRoute) {
  return async ({ request }: LoaderFunctionArgs): Promise<PageLoaderData | Response | null> => {
    if (choosingHospital(request)) return null;
    const hosId = getStoredHosId();
    let user = getLoginUser(hosId);
    if (route.leader && user && hosId !== null) user = await refreshLeader(hosId);
    const access = decidePageAccess(
      route,
      user,
      new URL(request.url),
      await functionsFor(route, hosId),
      await loginConfigFor(route, hosId),
    );
    if (access.kind === 'login') return redirect(access.to);
    if (access.kind === 'allow' && hosId !== null) prefetchPage(route.page, hosId);
    return { access };
  };
}

/** The root route's guard: login mode, appointment config group and title from pcEntranceArea. */
/** The home of a hospital without areas (home.tsx): fetched beside the home's own chunk, not after it renders. */
export const loadChooseDoctor = () =>
  import('../features/choose-doctor/components/choose-doctor.tsx');

export async function homeLoader({
  request,
}: LoaderFunctionArgs): Promise<RootGuard | Response | null> {
  if (choosingHospital(request)) return null;
  const hosId = getStoredHosId();
  if (hosId === null) return null;
  let guard: RootGuard;
  try {
    // Runs beside the hospital loader: wait for the same (shared) info call so a disabled hospital costs no more calls.
    const hospital = await queryClient.ensureQueryData(hospitalQueryOptions(hosId));
    if (!hospital.enabled) return null;
    guard = rootGuard(
      readHospitalConfig(await queryClient.ensureQueryData(initialConfigQueryOptions(hosId))),
    );
  } catch {
    return null; // the hospital loader reports the failure
  }
  const url = new URL(request.url);
  if (guard.loginType === 'login' && !getLoginUser(hosId))
    return redirect(loginPathFor(url.pathname + url.search));
  void queryClient.prefetchQuery(configGroupsQueryOptions(hosId, guard.configGroups));
  if (guard.loginType !== 'no') void loadChooseDoctor();
  return guard;
}
