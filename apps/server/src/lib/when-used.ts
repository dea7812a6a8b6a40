import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

/**
 * A CommonJS package loaded the first time it is used, not when the server starts: the payment and SMS providers'
 * SDKs and the HTML sanitiser took longer to load than the rest of a start with nothing to do (docs/benchmarks.md#npm-start),
 * and a demo or a hospital without that provider never uses them. Asynchronous callers can `await import()` instead.
 */
export function whenUsed<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= load(name) as T);
}
