import { createHmac } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { publicBaseUrl, type Env } from './config/env.ts';
import type { Db } from './db/database.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { isApiPath, registerWeb } from './plugins/web.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { hospitalRoutes } from './modules/hospital/hospital.routes.ts';
import { platformRoutes } from './modules/platform/platform.routes.ts';
import { createAuthLimiter, type AuthLimits } from './modules/auth/auth.limits.ts';
import { registerAuth } from './modules/auth/auth.plugin.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { patientRoutes } from './modules/patients/patients.routes.ts';
import { physicalRoutes } from './modules/physical/physical.routes.ts';
import { scheduleRoutes } from './modules/schedule/schedule.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { sandboxSmsSender, type SmsSender } from './modules/sms/sms.sender.ts';
import { smsDevRoutes } from './modules/sms/sms.routes.ts';
import { appointmentRoutes } from './modules/appointments/appointments.routes.ts';
import { recordRoutes } from './modules/records/records.routes.ts';
import { createSandboxGateway, type PayGateway } from './modules/paygateway/gateway.service.ts';
import { payGatewayRoutes } from './modules/paygateway/gateway.routes.ts';
import { NOTIFY_PATH, paymentRoutes } from './modules/payments/payments.routes.ts';

export interface AppDeps {
  db: Db;
  /** DEMO_SEED also turns on the demo-only calls (the sandbox SMS outbox). */
  env: Pick<Env, 'ENCRYPT_KEY' | 'BODY_LIMIT' | 'RATE_LIMIT_MAX' | 'TRUST_PROXY' | 'WEB_DIST' | 'LOG_LEVEL' | 'DEMO_SEED' | 'PAY_GATEWAY_SECRET' | 'PUBLIC_BASE_URL' | 'SCAN_PAGE_BASE_URL' | 'PORT'>;
  redis?: Redis;
  logger?: FastifyServerOptions['logger'];
  /** Sign-in, code and registration limits (issue 3); tests lower them. */
  authLimits?: Partial<AuthLimits>;
  /** The SMS adapter; the built-in sandbox writes to sms_outbox. */
  smsSender?: SmsSender;
  /** Issue 5: the QR pay provider; the built-in sandbox gateway by default. */
  payGateway?: PayGateway;
}

/** Builds the app and never listens (STYLE: fastify/demo): tests drive it with app.inject(). */
export async function buildApp({ db, env, redis, logger, authLimits, smsSender, payGateway }: AppDeps) {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    bodyLimit: env.BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
    // Structured logs carry a request id; a client-sent one is kept so calls can be traced across services.
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // API answers are per patient and per moment: never cached by browsers or proxies.
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url) && !request.url.startsWith('/demo-assets/')) reply.header('cache-control', 'no-store');
  });

  await registerOpenApi(app);
  await registerRateLimit(app, env.RATE_LIMIT_MAX, redis);
  healthRoutes(app, db);
  hospitalRoutes(app, db);
  platformRoutes(app, db, env.ENCRYPT_KEY);
  registerAuth(app, db);
  authRoutes(app, {
    db,
    limiter: createAuthLimiter(authLimits, redis),
    sms: smsSender ?? sandboxSmsSender(db),
    // Its own key, derived so that SMS-code hashes and encrypted bodies never share one.
    codeKey: createHmac('sha256', env.ENCRYPT_KEY).update('portal/verify-code').digest(),
  });
  physicalRoutes(app, db);
  patientRoutes(app, db);
  scheduleRoutes(app, db);
  searchRoutes(app, db);
  appointmentRoutes(app, db);
  const gateway = payGateway ?? createSandboxGateway(db);
  recordRoutes(app, { db, gateway }, env.ENCRYPT_KEY);
  paymentRoutes(app, {
    db, gateway, notifyUrl: `${publicBaseUrl(env)}${NOTIFY_PATH}`, gatewaySecret: env.PAY_GATEWAY_SECRET,
    scanBaseUrl: env.SCAN_PAGE_BASE_URL?.replace(/\/+$/, ''),
  });
  payGatewayRoutes(app, db);
  if (env.DEMO_SEED) smsDevRoutes(app, db);
  await registerWeb(app, env.WEB_DIST);
  return app;
}
