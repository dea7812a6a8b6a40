import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@portal/shared/console';
import enUS from './i18n/en-US.json' with { type: 'json' };
import zhCN from './i18n/zh-CN.json' with { type: 'json' };

describe('the audit log names every action it records', () => {
  it.each([
    ['en-US', enUS],
    ['zh-CN', zhCN],
  ] as const)('in %s', (_, catalogue) => {
    const missing = AUDIT_ACTIONS.filter(
      (a) => !(catalogue as Record<string, string>)[`audit.actionName.${a}`],
    );
    expect(missing).toEqual([]);
  });
});
