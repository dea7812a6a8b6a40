import { describe, expect, it } from 'vitest';
import type { LoginUser } from '../lib/storage.ts';
import type { FunctionModule } from '@portal/shared';
import { decideAccess, decidePageAccess, moduleClosed, rootGuard } from './guards.ts';
import { findRoute } from './route-table.ts';

const user = (leader: LoginUser['leader'] = '0'): LoginUser => ({
  isLogin: true,
  access_token: 't',
  expiresAt: '2099-01-01T00:00:00Z',
  mobile: '138****0000',
  platformDetail: { userId: 'u1' },
  leader,
});
const url = (path: string) => new URL(path, 'http://portal.test');

describe('route guards', () => {
  it('sends an anonymous visitor of a login route to /login with the original path and query', () => {
    expect(
      decideAccess(findRoute('/appointment/record')!, null, url('/appointment/record?tab=2')),
    ).toEqual({
      kind: 'login',
      to: '/login?redirect=%2Fappointment%2Frecord%3Ftab%3D2',
    });
    expect(
      decideAccess(findRoute('/appointment/record')!, user(), url('/appointment/record')),
    ).toEqual({ kind: 'allow' });
    expect(decideAccess(findRoute('/appointment/area')!, null, url('/appointment/area'))).toEqual({
      kind: 'allow',
    });
  });

  it('needs login on /login/register only in mode 3', () => {
    const route = findRoute('/login/register')!;
    expect(decideAccess(route, null, url('/login/register?mode=1')).kind).toBe('allow');
    expect(decideAccess(route, null, url('/login/register?mode=3')).kind).toBe('login');
  });

  it('answers non-leaders of a leader route with the permission message', () => {
    const route = findRoute('/physical/group-register')!;
    expect(decideAccess(route, null, url('/physical/group-register')).kind).toBe('login');
    expect(decideAccess(route, user('0'), url('/physical/group-register'))).toEqual({
      kind: 'forbidden',
      messageKey: 'PERM001',
    });
    expect(
      decideAccess(findRoute('/physical/report')!, user('1'), url('/physical/report')),
    ).toEqual({ kind: 'allow' });
  });

  it('root guard follows pcEntranceArea', () => {
    expect(rootGuard({ pcEntranceArea: true })).toEqual({
      loginType: 'no',
      configGroups: ['APPOINTMENT', 'DEPARTMENT', 'RECHARGE', 'SEARCH'],
      titleKey: 'ui.chooseExpertType',
    });
    expect(rootGuard({ pcEntranceArea: false })).toMatchObject({
      loginType: 'login',
      titleKey: 'ui.chooseDoctor',
    });
  });

  describe('closed functions', () => {
    const module = (moduleId: string, isUse: '0' | '1'): FunctionModule => ({
      moduleId,
      isUse,
      alias: moduleId,
      moduleName: moduleId,
      subtitle: '',
    });
    const open = [
      module('recharge-out', '1'),
      module('recharge-in', '1'),
      module('outpatient-bill', '1'),
    ];
    const closed = [
      module('recharge-out', '0'),
      module('recharge-in', '0'),
      module('outpatient-bill', '1'),
    ];

    it('ties the recharge and outpatient bill pages to their modules', () => {
      for (const path of [
        '/recharge/out/homepage',
        '/recharge/out/homepage/recharge',
        '/recharge/out/homepage/record',
      ])
        expect(findRoute(path)?.moduleId).toBe('recharge-out');
      for (const path of [
        '/recharge/in/homepage',
        '/recharge/in/homepage/recharge',
        '/recharge/in/homepage/record',
      ])
        expect(findRoute(path)?.moduleId).toBe('recharge-in');
      expect(findRoute('/payment/outpatient')).toMatchObject({
        moduleId: 'outpatient-bill',
        login: 'required',
        titleKey: 'ui.outpatientPayment',
        page: 'bills',
      });
      expect(findRoute('/appointment/area')?.moduleId).toEqual(['appointment', 'same-day']);
    });

    it('ties the content pages to their modules, so a typed or bookmarked URL is refused too', () => {
      const expected: Record<string, string> = {
        '/lecture/homepage': 'lecture',
        '/lecture/homepage/article': 'lecture',
        '/lecture/homepage/video': 'lecture',
        '/other/instructions': 'instructions',
        '/other/medical-guide': 'medical-guide',
        '/complaint-suggest': 'complaint',
      };
      for (const [path, moduleId] of Object.entries(expected))
        expect(findRoute(path)?.moduleId, path).toBe(moduleId);
      // Demo 1002 closes the lectures: the page answers FUNC001 whoever asks.
      const lectures = findRoute('/lecture/homepage')!;
      expect(
        decidePageAccess(lectures, null, url('/lecture/homepage'), [module('lecture', '0')]),
      ).toEqual({ kind: 'closed', messageKey: 'FUNC001' });
    });

    it("answers FUNC001 when the module is closed (isUse ≠ '1') or missing from the hospital's list", () => {
      const route = findRoute('/recharge/out/homepage')!;
      expect(moduleClosed(route, open)).toBe(false);
      expect(moduleClosed(route, closed)).toBe(true);
      expect(moduleClosed(route, [module('outpatient-bill', '1')])).toBe(true);
      expect(decidePageAccess(route, user(), url('/recharge/out/homepage'), closed)).toEqual({
        kind: 'closed',
        messageKey: 'FUNC001',
      });
      expect(
        decidePageAccess(
          findRoute('/recharge/in/homepage/recharge')!,
          user(),
          url('/recharge/in/homepage/recharge'),
          closed,
        ).kind,
      ).toBe('closed');
      expect(
        decidePageAccess(
          findRoute('/payment/outpatient')!,
          user(),
          url('/payment/outpatient'),
          closed,
        ),
      ).toEqual({ kind: 'allow' });
    });

    it('says so before asking a visitor to sign in: signing in would not open it', () => {
      const route = findRoute('/recharge/out/homepage')!;
      expect(decidePageAccess(route, null, url('/recharge/out/homepage'), closed).kind).toBe(
        'closed',
      );
      expect(decidePageAccess(route, null, url('/recharge/out/homepage'), open).kind).toBe('login');
    });

    it('opens the booking pages while either booking function is open, and closes them when both are', () => {
      const depart = findRoute('/appointment/depart')!;
      const at = url('/appointment/depart');
      const booking = (appointment: '0' | '1', sameDay: '0' | '1') => [
        module('appointment', appointment),
        module('same-day', sameDay),
      ];
      expect(decidePageAccess(depart, user(), at, booking('0', '1'))).toEqual({ kind: 'allow' });
      expect(decidePageAccess(depart, user(), at, booking('1', '0'))).toEqual({ kind: 'allow' });
      expect(decidePageAccess(depart, user(), at, booking('0', '0'))).toEqual({
        kind: 'closed',
        messageKey: 'FUNC001',
      });
    });

    it('leaves pages without a module, or an unreadable list, to the other rules', () => {
      expect(
        decidePageAccess(findRoute('/homepage/payment')!, user(), url('/homepage/payment'), []),
      ).toEqual({ kind: 'allow' });
      expect(
        decidePageAccess(
          findRoute('/recharge/out/homepage')!,
          user(),
          url('/recharge/out/homepage'),
          null,
        ),
      ).toEqual({ kind: 'allow' });
    });
  });
});
