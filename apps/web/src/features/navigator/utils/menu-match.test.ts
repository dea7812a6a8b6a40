import { describe, expect, it } from 'vitest';
import type { MenuGroup } from '@portal/shared';
import {
  findCurrentMenuItem,
  isCurrentMenuItem,
  isFunctionOpen,
  menuItemHref,
  sortMenu,
} from './menu-match.ts';

const item = (id: string, url: string, params: Record<string, string> = {}, sort = 0) => ({
  id,
  alias: id,
  url,
  sort,
  remark: '',
  params,
});

describe('isCurrentMenuItem', () => {
  it('matches when the path and the query are equal, whatever the query order', () => {
    const it1 = item('m1', '/other/multi-patient/out-questionnaire', { type: '1', from: 'menu' });
    expect(
      isCurrentMenuItem(it1, {
        pathname: '/other/multi-patient/out-questionnaire',
        search: '?from=menu&type=1',
      }),
    ).toBe(true);
  });

  it('does not match when the query differs or is missing', () => {
    const it1 = item('m1', '/query/report', { kind: 'out' });
    expect(isCurrentMenuItem(it1, { pathname: '/query/report', search: '?kind=in' })).toBe(false);
    expect(isCurrentMenuItem(it1, { pathname: '/query/report', search: '' })).toBe(false);
    expect(
      isCurrentMenuItem(item('m2', '/query/report'), {
        pathname: '/query/report',
        search: '?kind=out',
      }),
    ).toBe(false);
  });

  it('does not match another path, and reads a query written inside the url', () => {
    expect(
      isCurrentMenuItem(item('m1', '/query/report'), { pathname: '/query/price', search: '' }),
    ).toBe(false);
    expect(
      isCurrentMenuItem(item('m1', '/recharge/out/homepage/recharge?card=1'), {
        pathname: '/recharge/out/homepage/recharge/',
        search: '?card=1',
      }),
    ).toBe(true);
  });

  it('never marks an external link as current', () => {
    expect(
      isCurrentMenuItem(item('x', 'https://example.org/'), { pathname: '/', search: '' }),
    ).toBe(false);
  });
});

describe('menu helpers', () => {
  const groups: MenuGroup[] = [
    {
      groupId: 'b',
      title: 'B',
      assembly: '',
      enabled: true,
      sort: 2,
      compare: '',
      sub: [item('b2', '/b2', {}, 2), item('b1', '/b1', {}, 1)],
    },
    {
      groupId: 'x',
      title: 'X',
      assembly: '',
      enabled: false,
      sort: 0,
      compare: '',
      sub: [item('x1', '/x1')],
    },
    {
      groupId: 'a',
      title: 'A',
      assembly: '',
      enabled: true,
      sort: 1,
      compare: '',
      sub: [item('a1', '/a1', { q: '1' })],
    },
  ];

  it('orders groups and items by sort and drops disabled groups', () => {
    const sorted = sortMenu(groups);
    expect(sorted.map((g) => g.groupId)).toEqual(['a', 'b']);
    expect(sorted[1]?.sub.map((i) => i.id)).toEqual(['b1', 'b2']);
  });

  it('finds the current item and builds hrefs with params', () => {
    expect(findCurrentMenuItem(sortMenu(groups), { pathname: '/a1', search: '?q=1' })?.id).toBe(
      'a1',
    );
    expect(findCurrentMenuItem(sortMenu(groups), { pathname: '/a1', search: '' })).toBeNull();
    expect(menuItemHref(item('a1', '/a1?x=2', { q: '1' }))).toBe('/a1?x=2&q=1');
  });

  it('treats a function as open only when listed with isUse 1', () => {
    const fns = [
      { moduleId: 'm1', isUse: '1' as const, alias: '', moduleName: '', subtitle: '' },
      { moduleId: 'm2', isUse: '0' as const, alias: '', moduleName: '', subtitle: '' },
    ];
    expect(isFunctionOpen(fns, 'm1')).toBe(true);
    expect(isFunctionOpen(fns, 'm2')).toBe(false);
    expect(isFunctionOpen(fns, 'm3')).toBe(false);
  });
});
