/** Chunk load time-out 120000 ms — a page chunk that never arrives becomes an error, not an endless spinner. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export function withTimeout<T>(
  load: () => Promise<T>,
  ms = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('chunk load timed out')), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}
