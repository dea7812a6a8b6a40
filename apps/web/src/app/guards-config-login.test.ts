import { describe, expect, it } from 'vitest';
import type { LoginUser } from '../lib/storage.ts';
import type { PageRoute } from './route-table.ts';
import { decidePageAccess, loginConfigGroup, needsLogin } from './guards.ts';
import { findRoute } from './route-table.ts';

/** The price query always asks for sign-in; a config-driven login rule asks only where the hospital's flag is on. */
const user: LoginUser = {
  isLogin: true,
  access_token: 't',
  expiresAt: '2099-01-01T00:00:00Z',
  mobile: '138****0000',
  platformDetail: { userId: 'u1' },
  leader: '0',
};
const url = (path: string) => new URL(path, 'http://portal.test');
const open = [
  { moduleId: 'query-price', isUse: '1' as const, alias: '', moduleName: '', subtitle: '' },
];

describe('the price query', () => {
  const list = findRoute('/query/price')!;
  const detail = findRoute('/query/price/detail')!;

  it('needs sign-in on both pages, in the query-price module', () => {
    for (const route of [list, detail]) {
      expect(route.login).toBe('required');
      expect(route.moduleId).toBe('query-price');
      expect(loginConfigGroup(route)).toBeNull();
    }
    expect(decidePageAccess(detail, null, url('/query/price/detail?code=Y1'), open)).toEqual({
      kind: 'login',
      to: '/login?redirect=%2Fquery%2Fprice%2Fdetail%3Fcode%3DY1',
    });
    expect(decidePageAccess(list, user, url('/query/price'), open)).toEqual({ kind: 'allow' });
  });

  it('says FUNC001 first where the module is closed', () => {
    expect(
      decidePageAccess(list, null, url('/query/price'), [{ ...open[0]!, isUse: '0' }]),
    ).toEqual({ kind: 'closed', messageKey: 'FUNC001' });
  });
});

describe('a config-driven login rule', () => {
  const route: Pick<PageRoute, 'login' | 'moduleId'> = { login: { config: 'pcEntranceArea' } };

  it("reads the flag's group and asks for sign-in only where the flag is on", () => {
    expect(loginConfigGroup(route)).toBe('HOMEPAGE');
    expect(decidePageAccess(route, null, url('/x'), open, { pcEntranceArea: false })).toEqual({
      kind: 'allow',
    });
    expect(decidePageAccess(route, null, url('/x?a=1'), open, { pcEntranceArea: true })).toEqual({
      kind: 'login',
      to: '/login?redirect=%2Fx%3Fa%3D1',
    });
    expect(decidePageAccess(route, user, url('/x'), open, { pcEntranceArea: true })).toEqual({
      kind: 'allow',
    });
  });

  it('asks for sign-in when the config could not be read (the safe side)', () => {
    expect(needsLogin(route, url('/x'), null)).toBe(true);
    expect(needsLogin(route, url('/x'))).toBe(true);
  });
});
