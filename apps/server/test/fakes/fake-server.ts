import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A fake's answer: JSON, or raw bytes (a statement file) with its own headers (a provider's signature headers). */
export type FakeAnswer =
  | { status: number; json: unknown; headers?: Record<string, string> }
  | { status: number; body: string | Buffer; headers?: Record<string, string> };

/** A node:http server on a free local port answering each request with `handle`'s answer. */
export async function startFake(
  handle: (req: FakeRequest) => FakeAnswer | Promise<FakeAnswer>,
): Promise<{ endpoint: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const answer = await handle({
          method: req.method ?? '',
          url: new URL(req.url ?? '/', 'http://fake'),
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        const json = 'json' in answer;
        const body = json ? JSON.stringify(answer.json) : answer.body;
        res.writeHead(answer.status, {
          ...(json ? { 'content-type': 'application/json;charset=utf-8' } : {}),
          ...answer.headers,
        });
        res.end(body);
      })().catch((err: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(err));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
