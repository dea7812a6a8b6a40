import { describe, expect, it } from 'vitest';
import type { FunctionModule, MenuGroup } from '@portal/shared';
import { functionTarget } from './use-open-function.ts';

/** A 'join function' tip leads where the navigator's entry for the module would, or says it is not open. */
const item = (id: string, url: string, params: Record<string, string> = {}) => ({
  id,
  alias: id,
  url,
  sort: 1,
  remark: '',
  params,
});
const groups: MenuGroup[] = [
  {
    groupId: 'g',
    title: 'Services',
    assembly: '',
    enabled: true,
    sort: 1,
    compare: '',
    sub: [
      item('lecture', '/lecture/homepage', { type: 'article' }),
      item('medical-guide', '/other/medical-guide'),
      item('outside', 'https://example.org/map'),
    ],
  },
];
const fn = (moduleId: string, isUse: '0' | '1'): FunctionModule => ({
  moduleId,
  isUse,
  alias: moduleId,
  moduleName: moduleId,
  subtitle: '',
});

describe('functionTarget', () => {
  it("opens an open module's menu target with its params", () => {
    expect(functionTarget('lecture', groups, [fn('lecture', '1')])).toEqual({
      kind: 'page',
      href: '/lecture/homepage?type=article',
    });
    expect(functionTarget('outside', groups, [fn('outside', '1')])).toEqual({
      kind: 'external',
      href: 'https://example.org/map',
    });
  });

  it('says a module the hospital has not opened, or has no menu entry for, is not open', () => {
    expect(functionTarget('medical-guide', groups, [fn('medical-guide', '0')])).toEqual({
      kind: 'closed',
    });
    expect(functionTarget('medical-guide', groups, [])).toEqual({ kind: 'closed' });
    expect(functionTarget('complaint', groups, [fn('complaint', '1')])).toEqual({
      kind: 'closed',
    });
  });
});
