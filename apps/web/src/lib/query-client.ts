import { QueryClient } from '@tanstack/react-query';

/**
 * One client for the app and the route loaders. Retries are the request layer's job (retry-policy.ts knows
 * which requests are safe to repeat), so TanStack Query must not add its own on top.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 5 * 60_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
