import type { CurrentUser, Language, LoginUser, HosId } from '@portal/shared';
import type { AuthDeps } from '../auth/auth.deps.ts';
import type { AuthUser } from '../auth/auth.plugin.ts';
import * as auth from '../auth/auth.service.ts';
import { leaderFlag } from '../physical/physical.service.ts';

/**
 * The answers of the account calls that name the signed-in user. Auth signs in and keeps the session; the answer also
 * says whether the user leads a physical-exam group (physical/physical.service.ts leaderFlag). The two are put
 * together here, above both in the module stack (docs/server-modules.md), so auth depends on no feature module.
 */

async function withLeader(
  deps: AuthDeps,
  hosId: HosId,
  phone: string,
  signedIn: auth.SignedIn,
): Promise<LoginUser> {
  return { ...signedIn, leader: await leaderFlag(deps.db, hosId, phone) };
}

export async function register(
  deps: AuthDeps,
  input: auth.RegisterInput,
  ip: string,
  lang?: Language,
): Promise<LoginUser> {
  const signedIn = await auth.register(deps, input, ip, lang);
  return withLeader(deps, input.hosId, input.phone, signedIn);
}

export async function loginByPassword(
  deps: AuthDeps,
  input: { hosId: HosId; phone: string; password: string },
  ip: string,
  lang?: Language,
): Promise<LoginUser> {
  const signedIn = await auth.loginByPassword(deps, input, ip, lang);
  return withLeader(deps, input.hosId, input.phone, signedIn);
}

export async function loginBySms(
  deps: AuthDeps,
  input: { hosId: HosId; phone: string; code: string },
  ip: string,
  lang?: Language,
): Promise<LoginUser> {
  const signedIn = await auth.loginBySms(deps, input, ip, lang);
  return withLeader(deps, input.hosId, input.phone, signedIn);
}

export async function currentUser(deps: AuthDeps, user: AuthUser): Promise<CurrentUser> {
  return { ...auth.currentUser(user), leader: await leaderFlag(deps.db, user.hosId, user.phone) };
}
