import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, SETTING_KINDS } from '@portal/shared/console';
import { entryForPath, menuFor } from './menu.ts';

const keysOf = (role: keyof typeof ROLE_PERMISSIONS) =>
  menuFor(ROLE_PERMISSIONS[role]).map((e) => e.key);
const settings = SETTING_KINDS.map((k) => `settings-${k}`);

describe('the menu by permission', () => {
  it('a platform administrator sees every page, hospitals included', () => {
    expect(keysOf('platformAdmin')).toEqual([
      'overview',
      'staff',
      'audit',
      'hospitals',
      'complaints',
      'dashboard',
      ...settings,
    ]);
  });

  it("a hospital's administrator sees staff, audit, complaints and settings, not the platform's hospitals", () => {
    expect(keysOf('hospitalAdmin')).toEqual([
      'overview',
      'staff',
      'audit',
      'complaints',
      'dashboard',
      ...settings,
    ]);
  });

  it('the complaints are for patient support; the other roles of the day see the dashboard and the settings', () => {
    expect(keysOf('support')).toEqual(['overview', 'complaints', 'dashboard', ...settings]);
    for (const role of ['editor', 'scheduleManager', 'finance'] as const)
      expect(keysOf(role), role).toEqual(['overview', 'dashboard', ...settings]);
  });

  it('an auditor sees staff, the audit log, the complaints, the dashboard and the settings', () => {
    expect(keysOf('auditor')).toEqual([
      'overview',
      'staff',
      'audit',
      'complaints',
      'dashboard',
      ...settings,
    ]);
  });

  it('no permissions: the overview alone', () => {
    expect(menuFor([]).map((e) => e.key)).toEqual(['overview']);
  });

  it('finds the entry of a path, the settings kind included', () => {
    expect(entryForPath('/')?.key).toBe('overview');
    expect(entryForPath('/settings/theme')?.key).toBe('settings-theme');
    expect(entryForPath('/staff')?.key).toBe('staff');
    expect(entryForPath('/dashboard')?.key).toBe('dashboard');
  });
});
