import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The API's answers carry the security headers too — successes, refusals of every kind and /docs.
 * (The browser suite, e2e/specs/security-headers.spec.ts, checks pages and assets and that the CSP is obeyed.)
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const answers: [string, { method: 'GET' | 'POST'; url: string; payload?: string }, number][] = [
  ['a public call', { method: 'GET', url: '/hospital/api/hospital/info/1001' }, 200],
  ['a signed-in call without a token', { method: 'GET', url: '/uaa/api/me?hosId=1001' }, 401],
  ['an unknown call', { method: 'GET', url: '/hospital/api/no-such-call' }, 404],
  ['a malformed body', { method: 'POST', url: '/uaa/api/login/password', payload: '{' }, 400],
  ['the OpenAPI document', { method: 'GET', url: '/docs/json' }, 200],
  ['the health check', { method: 'GET', url: '/healthz' }, 200],
];

describe('security headers', () => {
  it.each(answers)('%s', async (_what, request, status) => {
    const res = await t.app.inject({ ...request, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
