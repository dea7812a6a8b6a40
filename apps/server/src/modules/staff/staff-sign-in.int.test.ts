import { hosIdOf } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { consoleInject, signInStaff } from '../../../test/fixtures/staff.fixtures.ts';
import { createTestApp, useTestApp } from '../../../test/test-app.ts';

const H = hosIdOf('1001');
const t = useTestApp(() => createTestApp());

describe('staff sign-in', () => {
  it('signs in with the password and the authenticator code, and answers who is signed in', async () => {
    const s = await signInStaff(t.app, { role: 'editor', hosId: H });
    const me = await consoleInject(t.app, s, { method: 'GET', url: '/console/api/session/me' });
    expect(me.json()).toMatchObject({
      code: 0,
      data: { role: 'editor', hosId: H, permissions: ['settings.read', 'settings.edit'] },
    });
  });
});
