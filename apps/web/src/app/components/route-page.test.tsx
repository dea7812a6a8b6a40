import { hosIdOf } from '@portal/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FunctionModule } from '@portal/shared';
import { queryClient } from '../../lib/query-client.ts';
import { storeHosId, storeLoginUser } from '../../lib/storage.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { errorResponse, okResponse, stubFetch } from '../../testing/render.tsx';
import { pageLoader } from '../loaders.ts';
import { findRoute } from '../route-table.ts';
import { RoutePage } from './route-page.tsx';

const module = (moduleId: string, isUse: '0' | '1'): FunctionModule => ({
  moduleId,
  isUse,
  alias: moduleId,
  moduleName: moduleId,
  subtitle: '',
});

/** A module page as router.tsx mounts it (its route-table entry as handle, the real page loader) over a stubbed server. */
function renderPage(path: string, functions: FunctionModule[]) {
  const mock = stubFetch((url) =>
    url.startsWith('/hospital/api/function/list')
      ? okResponse(functions)
      : errorResponse(404, 'C002'),
  );
  const route = findRoute(path)!;
  const router = createMemoryRouter(
    [
      {
        path,
        handle: route,
        loader: pageLoader(route),
        HydrateFallback: () => null,
        Component: () => (
          <RoutePage>
            <p data-testid="page-body">the page</p>
          </RoutePage>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return mock;
}

beforeEach(() => {
  storeHosId(hosIdOf('1001'));
  storeLoginUser(hosIdOf('1001'), {
    isLogin: true,
    access_token: 't',
    expiresAt: '2099-01-01T00:00:00Z',
    mobile: '138****0001',
    platformDetail: { userId: 'u1' },
    leader: '0',
  });
  useSessionStore.getState().refresh();
});
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('a page of a closed function', () => {
  it("shows 'this function is not open yet' instead of the page when the URL is opened directly", async () => {
    renderPage('/recharge/out/homepage', [module('recharge-out', '0')]);
    expect((await screen.findByTestId('function-closed')).textContent).toBe(
      'This function is not open yet',
    );
    expect(screen.getByTestId('page-title').textContent).toBe('Outpatient card');
    expect(screen.queryByTestId('page-body')).toBeNull();
  });

  it('treats a module missing from the hospital’s list as closed', async () => {
    renderPage('/payment/outpatient', [module('recharge-out', '1')]);
    expect((await screen.findByTestId('function-closed')).textContent).toBe(
      'This function is not open yet',
    );
  });

  it('shows the page when the module is open', async () => {
    renderPage('/recharge/in/homepage/recharge', [module('recharge-in', '1')]);
    expect((await screen.findByTestId('page-body')).textContent).toBe('the page');
    expect(screen.queryByTestId('function-closed')).toBeNull();
  });
});
