import { describe, expect, it } from 'vitest';
import type { LoginUser } from '../lib/storage.ts';
import { decidePageAccess, loginConfigGroup, needsLogin } from './guards.ts';
import { findRoute } from './route-table.ts';

/** The price query asks for sign-in only where the hospital's QUERY config priceQueryNeedsLogin is on. */
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

describe('a config-driven login rule', () => {
  const list = findRoute('/query/price')!;
  const detail = findRoute('/query/price/detail')!;

  it('ties both price pages to the QUERY flag and the query-price module', () => {
    for (const route of [list, detail]) {
      expect(route.login).toEqual({ config: 'priceQueryNeedsLogin' });
      expect(route.moduleId).toBe('query-price');
      expect(loginConfigGroup(route)).toBe('QUERY');
    }
    expect(loginConfigGroup(findRoute('/query/pathology')!)).toBeNull();
    expect(findRoute('/query/pathology')).toMatchObject({
      login: 'required',
      moduleId: 'query-pathology',
      page: 'pathologyList',
    });
  });

  it('lets a signed-out visitor in where the hospital allows, and sends them to sign in where it does not', () => {
    expect(
      decidePageAccess(list, null, url('/query/price?q=amxl'), open, {
        priceQueryNeedsLogin: false,
      }),
    ).toEqual({ kind: 'allow' });
    expect(
      decidePageAccess(detail, null, url('/query/price/detail?code=Y1'), open, {
        priceQueryNeedsLogin: true,
      }),
    ).toEqual({
      kind: 'login',
      to: '/login?redirect=%2Fquery%2Fprice%2Fdetail%3Fcode%3DY1',
    });
    expect(
      decidePageAccess(list, user, url('/query/price'), open, { priceQueryNeedsLogin: true }),
    ).toEqual({ kind: 'allow' });
  });

  it('asks for sign-in when the config could not be read (the safe side), and a closed module says FUNC001 first', () => {
    expect(needsLogin(list, url('/query/price'), null)).toBe(true);
    expect(needsLogin(list, url('/query/price'))).toBe(true);
    expect(
      decidePageAccess(list, null, url('/query/price'), [{ ...open[0]!, isUse: '0' }], {
        priceQueryNeedsLogin: true,
      }),
    ).toEqual({ kind: 'closed', messageKey: 'FUNC001' });
  });
});
