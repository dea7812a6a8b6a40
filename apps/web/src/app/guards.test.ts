import { describe, expect, it } from 'vitest';
import type { LoginUser } from '../lib/storage.ts';
import { decideAccess, rootGuard } from './guards.ts';
import { findRoute } from './route-table.ts';

const user = (leader: LoginUser['leader'] = '0'): LoginUser => ({
  isLogin: true, access_token: 't', expiresAt: '2099-01-01T00:00:00Z', mobile: '138****0000', platformDetail: { userId: 'u1' }, leader,
});
const url = (path: string) => new URL(path, 'http://portal.test');

describe('route guards', () => {
  it('sends an anonymous visitor of a login route to /login with the original path and query', () => {
    expect(decideAccess(findRoute('/appointment/record')!, null, url('/appointment/record?tab=2'))).toEqual({
      kind: 'login',
      to: '/login?redirect=%2Fappointment%2Frecord%3Ftab%3D2',
    });
    expect(decideAccess(findRoute('/appointment/record')!, user(), url('/appointment/record'))).toEqual({ kind: 'allow' });
    expect(decideAccess(findRoute('/appointment/area')!, null, url('/appointment/area'))).toEqual({ kind: 'allow' });
  });

  it('needs login on /login/register only in mode 3', () => {
    const route = findRoute('/login/register')!;
    expect(decideAccess(route, null, url('/login/register?mode=1')).kind).toBe('allow');
    expect(decideAccess(route, null, url('/login/register?mode=3')).kind).toBe('login');
  });

  it('answers non-leaders of a leader route with the permission message', () => {
    const route = findRoute('/physical/group-register')!;
    expect(decideAccess(route, null, url('/physical/group-register')).kind).toBe('login');
    expect(decideAccess(route, user('0'), url('/physical/group-register'))).toEqual({ kind: 'forbidden', messageKey: 'PERM001' });
    expect(decideAccess(findRoute('/physical/report')!, user('1'), url('/physical/report'))).toEqual({ kind: 'allow' });
  });

  it('root guard follows pcEntranceArea (SPEC §1)', () => {
    expect(rootGuard({ pcEntranceArea: true })).toEqual({ loginType: 'no', configGroups: ['APPOINTMENT', 'RECHARGE', 'SEARCH'], titleKey: 'ui.chooseExpertType' });
    expect(rootGuard({ pcEntranceArea: false })).toMatchObject({ loginType: 'login', titleKey: 'ui.chooseDoctor' });
  });
});
