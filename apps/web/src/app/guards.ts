import {
  hospitalConfigFields,
  PAGE_CONFIG_GROUPS,
  type ConfigGroup,
  type FunctionModule,
  type HospitalConfig,
} from '@portal/shared';
import { isFunctionOpen } from '../features/navigator/utils/menu-match.ts';
import type { LoginUser } from '../lib/storage.ts';
import { loginPathFor } from '../lib/paths.ts';
import { ROOT_TITLE_KEYS, type PageRoute } from './route-table.ts';

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'login'; to: string }
  | { kind: 'forbidden'; messageKey: 'PERM001' }
  | { kind: 'closed'; messageKey: 'FUNC001' };

/**
 * Does this visit need a signed-in user? (The route table; /login/register only in mode 3; a config-driven route
 * where the hospital's flag is on.) `config` holds the flag's group; without it (not loaded, unreadable) sign-in is
 * asked, the safe side.
 */
export function needsLogin(
  route: Pick<PageRoute, 'login' | 'leader'>,
  url: URL,
  config?: Partial<HospitalConfig> | null,
): boolean {
  if (route.leader) return true;
  if (typeof route.login === 'object') return config?.[route.login.config] ?? true;
  if (route.login === 'mode3') return url.searchParams.get('mode') === '3';
  return route.login === 'required';
}

/** The config group a config-driven login rule reads (loaders.ts loads it before deciding); null for the other rules. */
export function loginConfigGroup(route: Pick<PageRoute, 'login'>): ConfigGroup | null {
  return typeof route.login === 'object' ? hospitalConfigFields[route.login.config].group : null;
}

/**
 * Routing: an anonymous visitor of a login route goes to /login with the original path+query to return to;
 * a route needing the leader flag answers others with the permission message.
 */
export function decideAccess(
  route: Pick<PageRoute, 'login' | 'leader'>,
  user: LoginUser | null,
  url: URL,
  config?: Partial<HospitalConfig> | null,
): AccessDecision {
  if (needsLogin(route, url, config) && !user)
    return { kind: 'login', to: loginPathFor(url.pathname + url.search) };
  if (route.leader && user?.leader !== '1') return { kind: 'forbidden', messageKey: 'PERM001' };
  return { kind: 'allow' };
}

/**
 * Feature access: a page of a function module needs that module in the hospital's list with isUse '1',
 * otherwise 'this function is not open yet' (FUNC001) — the same rule the menu applies (navigator-menu.tsx), here for
 * a URL typed or bookmarked directly. `functions` null: the list could not be read; the hospital loader reports that.
 */
export function moduleClosed(
  route: Pick<PageRoute, 'moduleId'>,
  functions: readonly FunctionModule[] | null,
): boolean {
  if (route.moduleId === undefined || functions === null) return false;
  const anyOf = typeof route.moduleId === 'string' ? [route.moduleId] : route.moduleId;
  return !anyOf.some((moduleId) => isFunctionOpen(functions, moduleId));
}

/**
 * The page's verdict: a closed function answers FUNC001 before anything else (signing in would not open it), then
 * the login and leader rules of decideAccess.
 */
export function decidePageAccess(
  route: Pick<PageRoute, 'login' | 'leader' | 'moduleId'>,
  user: LoginUser | null,
  url: URL,
  functions: readonly FunctionModule[] | null,
  config?: Partial<HospitalConfig> | null,
): AccessDecision {
  if (moduleClosed(route, functions)) return { kind: 'closed', messageKey: 'FUNC001' };
  return decideAccess(route, user, url, config);
}

/** "Login types: no, login". */
export type LoginType = 'no' | 'login';

export interface RootGuard {
  loginType: LoginType;
  /** The appointment configuration group(s) the entry page reads. */
  configGroups: ConfigGroup[];
  titleKey: string;
}

/**
 * "Before entering the root route a guard runs. It takes the login mode, the appointment configuration
 * group and the page title." With pcEntranceArea on: 'choose expert type', no login; off: 'choose doctor', login.
 */
export function rootGuard(config: Pick<HospitalConfig, 'pcEntranceArea'>): RootGuard {
  const configGroups = PAGE_CONFIG_GROUPS.appointment;
  return config.pcEntranceArea
    ? { loginType: 'no', configGroups, titleKey: ROOT_TITLE_KEYS.area }
    : { loginType: 'login', configGroups, titleKey: ROOT_TITLE_KEYS.doctor };
}
