import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, SETTING_KINDS } from '@portal/shared/console';
import { entryForPath, menuFor } from './menu.ts';

const keysOf = (role: keyof typeof ROLE_PERMISSIONS) =>
  menuFor(ROLE_PERMISSIONS[role]).map((e) => e.key);
const settings = SETTING_KINDS.map((k) => `settings-${k}`);
const content = ['content-lectures', 'content-guide', 'notices', 'questionnaires', 'packages'];

describe('the menu by permission', () => {
  it('a platform administrator sees every page, hospitals included', () => {
    expect(keysOf('platformAdmin')).toEqual([
      'overview',
      'staff',
      'audit',
      'hospitals',
      'schedules',
      'bookings',
      'refunds',
      'complaints',
      'reconciliation',
      'dashboard',
      ...content,
      ...settings,
    ]);
  });

  it("a hospital's administrator sees every page of the hospital, not the platform's hospitals", () => {
    expect(keysOf('hospitalAdmin')).toEqual([
      'overview',
      'staff',
      'audit',
      'schedules',
      'bookings',
      'refunds',
      'complaints',
      'reconciliation',
      'dashboard',
      ...content,
      ...settings,
    ]);
  });

  it('each role of the day sees its own pages beside the dashboard and the settings', () => {
    expect(keysOf('support')).toEqual([
      'overview',
      'schedules',
      'bookings',
      'complaints',
      'dashboard',
      ...settings,
    ]);
    expect(keysOf('finance')).toEqual([
      'overview',
      'bookings',
      'refunds',
      'reconciliation',
      'dashboard',
      ...settings,
    ]);
    expect(keysOf('scheduleManager')).toEqual([
      'overview',
      'schedules',
      'bookings',
      'dashboard',
      ...settings,
    ]);
    expect(keysOf('editor')).toEqual(['overview', 'dashboard', ...content, ...settings]);
  });

  it('an auditor sees every page of the hospital, to read', () => {
    expect(keysOf('auditor')).toEqual([
      'overview',
      'staff',
      'audit',
      'schedules',
      'bookings',
      'complaints',
      'reconciliation',
      'dashboard',
      ...content,
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
    expect(entryForPath('/reconciliation')?.key).toBe('reconciliation');
    expect(entryForPath('/dashboard')?.key).toBe('dashboard');
    expect(entryForPath('/content/lectures/l-1')?.key).toBe('content-lectures');
    expect(entryForPath('/content/guide')?.key).toBe('content-guide');
    expect(entryForPath('/content/questionnaires')?.key).toBe('questionnaires');
  });
});
