import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { storeHosId, storeLoginUser } from '../lib/storage.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { hosIdOf } from '@portal/shared';

/** Renders a feature component with what it needs around it: a fresh query client, a router and antd's App. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <App>{ui}</App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

export type FetchMock = Mock<(url: string, init?: RequestInit) => Promise<Response>>;

export const okResponse = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { status: 200 });
export const errorResponse = (
  status: number,
  messageKey: string,
  params?: Record<string, string | number>,
) =>
  new Response(JSON.stringify({ code: status, msg: messageKey, messageKey, params }), { status });

/** Stubs `fetch` at the network edge; answer by URL with `route`. Remember `vi.unstubAllGlobals()` afterwards. */
export function stubFetch(
  route: (url: string, init?: RequestInit) => Response | Promise<Response>,
): FetchMock {
  const mock: FetchMock = vi.fn(async (url: string, init?: RequestInit) => route(url, init));
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The JSON body a stubbed fetch call sent. */
export const sentBody = (mock: FetchMock, n = 0): unknown =>
  JSON.parse(String(mock.mock.calls[n]?.[1]?.body ?? 'null'));

/** The session of a signed-in demo visitor at `hosId` (user u1), as the pages read it from the session store. */
export function signInForTest(hosId = hosIdOf('1001')) {
  useSessionStore.setState({
    hosId,
    loginUser: {
      isLogin: true,
      access_token: 't',
      expiresAt: '2099-01-01T00:00:00Z',
      mobile: '13800000001',
      platformDetail: { userId: 'u1' },
      leader: '0',
    },
  });
}

/**
 * A test file whose every test runs signed in at `hosId` (signInForTest) with fetch stubbed by the test: after each,
 * the stubs are undone and the stored sign-in and hospital forgotten, so no test starts from another's session.
 */
export function signedInEachTest(hosId = hosIdOf('1001')) {
  beforeEach(() => signInForTest(hosId));
  afterEach(() => {
    vi.unstubAllGlobals();
    storeLoginUser(hosId, null);
    storeHosId(null);
  });
}
