import { hosIdOf } from '@portal/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import {
  getLoginUser,
  LOCAL_KEYS,
  storeCurrentPatient,
  storeHosId,
  storeLoginUser,
  type LoginUser,
} from '../../../lib/storage.ts';
import {
  currentPatientIdOf,
  useCurrentPatientStore,
} from '../../../stores/current-patient-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { errorResponse, okResponse, stubFetch } from '../../../testing/render.tsx';
import { signOut } from './logout.ts';

const user = (token: string): LoginUser => ({
  isLogin: true,
  access_token: token,
  expiresAt: '2099-01-01T00:00:00Z',
  mobile: '138****0001',
  platformDetail: { userId: `u-${token}` },
  leader: '0',
});

beforeEach(() => {
  storeLoginUser(hosIdOf('1001'), user('tok-1001'));
  storeLoginUser(hosIdOf('1002'), user('tok-1002'));
  storeCurrentPatient(hosIdOf('1001'), 'p1');
  storeCurrentPatient(hosIdOf('1002'), 'p9');
  storeHosId(hosIdOf('1001'));
  useSessionStore.getState().refresh();
  useCurrentPatientStore.setState({ byHospital: {} });
  queryClient.setQueryData(['user', '1001', 'u-tok-1001', 'patients'], [{ patientId: 'p1' }]);
  queryClient.setQueryData(['user', '1002', 'u-tok-1002', 'patients'], [{ patientId: 'p9' }]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('signOut (the login is kept per hospital)', () => {
  it("revokes this hospital's token and forgets only this hospital's login, patient choice and cached data", async () => {
    const fetchMock = stubFetch(() => okResponse(null));
    await signOut();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/uaa/api/logout');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-1001');

    expect(getLoginUser(hosIdOf('1001'))).toBeNull();
    expect(useSessionStore.getState().loginUser).toBeNull();
    expect(currentPatientIdOf(useCurrentPatientStore.getState(), hosIdOf('1001'))).toBeNull();
    expect(queryClient.getQueryData(['user', '1001', 'u-tok-1001', 'patients'])).toBeUndefined();

    // Hospital 1002 is untouched: still signed in, same patient, same cache.
    expect(getLoginUser(hosIdOf('1002'))?.access_token).toBe('tok-1002');
    expect(localStorage.getItem(LOCAL_KEYS.currentPatient(hosIdOf('1002')))).toBe('p9');
    expect(queryClient.getQueryData(['user', '1002', 'u-tok-1002', 'patients'])).toEqual([
      { patientId: 'p9' },
    ]);
  });

  it('still signs out locally when the token was already refused (401), without the sign-in redirect', async () => {
    stubFetch(() => errorResponse(401, 'C024'));
    const navigate = vi.fn();
    const { registerNavigation } = await import('../../../lib/navigation.ts');
    registerNavigation({ navigate, currentPath: () => '/patient/out/homepage' });
    await signOut();
    registerNavigation(null);
    expect(getLoginUser(hosIdOf('1001'))).toBeNull();
    expect(getLoginUser(hosIdOf('1002'))).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});
