import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

/** Renders a piece of the console with a fresh query cache, antd's App context and a router. */
export function renderConsole(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
}

type Answer = { status?: number; data?: unknown; messageKey?: string; msg?: string };

/**
 * Stands in for the server: each request is answered by the first route whose `METHOD path` prefix matches. Returns
 * the recorded requests (method, url, headers, body) for assertions.
 */
export function stubServer(routes: Record<string, Answer | ((body: unknown) => Answer)>) {
  const requests: {
    method: string;
    url: string;
    headers: Record<string, string>;
    body: unknown;
  }[] = [];
  const fetchStub = async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({
      method,
      url: input,
      headers: (init.headers ?? {}) as Record<string, string>,
      body,
    });
    const key = Object.keys(routes).find((k) => `${method} ${input}`.startsWith(k));
    if (!key)
      return new Response(JSON.stringify({ code: 404, msg: 'not found', messageKey: 'C021' }), {
        status: 404,
      });
    const route = routes[key]!;
    const answer = typeof route === 'function' ? route(body) : route;
    const status = answer.status ?? 200;
    const payload =
      status < 300
        ? { code: 0, msg: 'ok', data: answer.data ?? null }
        : { code: status, msg: answer.msg ?? 'refused', messageKey: answer.messageKey ?? 'X' };
    return new Response(JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  globalThis.fetch = fetchStub as typeof fetch;
  return requests;
}
