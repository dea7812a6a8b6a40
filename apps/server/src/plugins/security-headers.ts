import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { zodSchemaController } from './schema-compilers.ts';

/**
 * The policy every answer carries — the web app's HTML and assets, the API, /docs and error answers.
 * The bearer token lives in the page's storage (docs/adr/0007-session-storage.md), so what guards it is that no
 * script other than our own files can run: no inline script, no eval, no other origin.
 *
 * Styles allow 'unsafe-inline' on purpose: antd 6 (CSS-in-JS) and swagger-ui insert <style> elements at run time,
 * and both — like React's `style={…}` — set style attributes, which a nonce cannot cover. A nonce would also make
 * index.html a per-response template instead of a static, cacheable file. Injected CSS cannot run code; the
 * strict script-src is what keeps the token.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'none'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // data: is the QR code of an open order (an encoded PNG) and swagger-ui's icons.
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  formAction: ["'self'"],
  // The payment and scan pages must not be framed by another site (clickjacking); X-Frame-Options says it to old browsers.
  // 'self', not 'none': the staff console (same origin) frames the patient portal to preview a draft setting
  // (docs/console-web.md#preview); any other site still cannot.
  frameAncestors: ["'self'"],
};

const HELMET_OPTIONS = {
  global: true,
  // No helmet defaults: every directive is listed above. upgrade-insecure-requests would break a plain-HTTP demo.
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  frameguard: { action: 'sameorigin' as const },
  referrerPolicy: { policy: 'no-referrer' as const },
  // Only over HTTPS does a browser honour it; subdomains are left alone, they may be other hospital systems.
  strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
};

/**
 * @fastify/helmet builds helmet's middleware — parsing the policy above — again on every request, a
 * measurable share of a cached schedule read or a sold-out booking. The headers are the same for every answer (no
 * nonces), so they are taken once from the plugin itself, answering one request on a private instance, and set as
 * they are on every reply.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const headers = await helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

async function helmetHeaders(): Promise<Record<string, string | string[]>> {
  const probe = Fastify({ logger: false, schemaController: zodSchemaController });
  await probe.register(helmet, HELMET_OPTIONS);
  probe.get('/', async () => '');
  const res = await probe.inject('/');
  await probe.close();
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(res.headers))
    if (!own.has(name) && value !== undefined)
      headers[name] = typeof value === 'number' ? String(value) : value;
  return headers;
}
