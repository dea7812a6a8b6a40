import { hosIdOf } from '@portal/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialConfigQueryOptions } from '../features/hospitals/api/get-config.ts';
import { queryClient } from '../lib/query-client.ts';
import { getLoginUser, storeHosId, storeLoginUser } from '../lib/storage.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { okResponse, stubFetch } from '../testing/render.tsx';
import { refreshLeader } from './leader.ts';

const config = (batchPhysicalExam: '0' | '1') => [
  { configType: 'GLOBAL', configKey: 'batchPhysicalExam', configValue: batchPhysicalExam },
];

beforeEach(() => {
  storeHosId(hosIdOf('1001'));
  storeLoginUser(hosIdOf('1001'), {
    isLogin: true,
    access_token: 'tok',
    expiresAt: '2099-01-01T00:00:00Z',
    mobile: '138****0001',
    platformDetail: { userId: 'u1' },
    leader: '0',
  });
  useSessionStore.getState().refresh();
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('refreshLeader', () => {
  it('with batch physical exams on, asks getUserPhysicalLeader and keeps the flag in the login user', async () => {
    queryClient.setQueryData(initialConfigQueryOptions(hosIdOf('1001')).queryKey, config('1'));
    const fetchMock = stubFetch(() => okResponse({ leader: '1' }));
    expect((await refreshLeader(hosIdOf('1001')))?.leader).toBe('1');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/physicalexamination/api/leader/1001?platformUserId=u1',
    );
    expect(getLoginUser(hosIdOf('1001'))?.leader).toBe('1');
    expect(useSessionStore.getState().loginUser?.leader).toBe('1');
  });

  it('with the function off, keeps the flag from sign-in and makes no call', async () => {
    queryClient.setQueryData(initialConfigQueryOptions(hosIdOf('1001')).queryKey, config('0'));
    const fetchMock = stubFetch(() => okResponse({ leader: '1' }));
    expect((await refreshLeader(hosIdOf('1001')))?.leader).toBe('0');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not write an answer into a login that changed meanwhile (signed out)', async () => {
    queryClient.setQueryData(initialConfigQueryOptions(hosIdOf('1001')).queryKey, config('1'));
    stubFetch(async () => {
      storeLoginUser(hosIdOf('1001'), null);
      return okResponse({ leader: '1' });
    });
    expect(await refreshLeader(hosIdOf('1001'))).toBeNull();
    expect(getLoginUser(hosIdOf('1001'))).toBeNull();
  });
});
