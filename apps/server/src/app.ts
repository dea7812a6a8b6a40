import { createHmac } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { zodSchemaController } from './plugins/schema-compilers.ts';
import type { Redis } from 'ioredis';
import type { Adapters } from './adapters.ts';
import type { Env } from './config/env.ts';
import type { Db } from './db/database.ts';
import { registerCompression } from './plugins/compression.ts';
import { envelopeServerOptions, registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { isApiPath, registerWeb } from './plugins/web.ts';
import { registerConsoleWeb } from './plugins/console-web.ts';
import { livenessRoutes } from './modules/liveness/liveness.routes.ts';
import { hospitalRoutes } from './modules/hospital/hospital.routes.ts';
import { registerFunctionAccess } from './modules/hospital/function-access.hook.ts';
import { platformRoutes } from './modules/platform/platform.routes.ts';
import { createAuthLimiter, type AuthLimits } from './modules/auth/auth.limits.ts';
import { registerAuth } from './modules/auth/auth.plugin.ts';
import { sessionLifetime } from './modules/auth/session-lifetime.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { patientRoutes } from './modules/patients/patients.routes.ts';
import { physicalExamRoutes, physicalRoutes } from './modules/physical/physical.routes.ts';
import { scheduleRoutes } from './modules/schedule/schedule.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { smsDevRoutes } from './modules/sms/sms.routes.ts';
import { appointmentRoutes } from './modules/bookings/appointments.routes.ts';
import { recordRoutes } from './modules/bookings/records.routes.ts';
import { payGatewayRoutes } from './modules/paygateway/gateway.routes.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { channelNotifyRoutes } from './modules/payments/channel-notify.routes.ts';
import { rechargeRoutes } from './modules/recharge/recharge.routes.ts';
import { billRoutes } from './modules/bills/bills.routes.ts';
import { pdfFontSource } from './modules/queries/pdf-fonts.ts';
import { queryRoutes } from './modules/queries/queries.routes.ts';
import { pathologyPriceRoutes } from './modules/queries/pathology-prices.routes.ts';
import { medicineRoutes } from './modules/queries/medicine.routes.ts';
import { feeRoutes } from './modules/queries/fees.routes.ts';
import { filmRoutes } from './modules/queries/films.routes.ts';
import { filmDeps } from './modules/queries/films.deps.ts';
import type { PaymentDeps } from './modules/payments/purposes.ts';
import { registerPaymentStateMetrics } from './modules/payments/payments.metrics.ts';
import { operatorRoutes } from './modules/operator/operator.routes.ts';
import { messageCentreRoutes } from './modules/message-centre/message-centre.routes.ts';
import { inpatientRoutes } from './modules/inpatient/inpatient.routes.ts';
import { caseMailRoutes } from './modules/case-mail/case-mail.routes.ts';
import { invoiceRoutes } from './modules/invoices/invoices.routes.ts';
import { healthEducationRoutes } from './modules/health-education/health-education.routes.ts';
import { noticeDocumentRoutes } from './modules/notice-documents/notice-documents.routes.ts';
import { uploadRoutes } from './modules/uploads/uploads.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { reconciliationRoutes } from './modules/reconciliation/reconciliation.routes.ts';
import { contentFormsRoutes } from './modules/content-forms/content-forms.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { createUrlSigner } from './modules/uploads/signed-url.ts';
import { complaintRoutes } from './modules/complaints/complaints.routes.ts';
import { operationsRoutes } from './modules/operations/operations.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { questionnaireRoutes } from './modules/questionnaires/questionnaires.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { staffTotpSealer } from './modules/staff/totp-secrets.ts';

export interface AppDeps {
  db: Db;
  env: Pick<
    Env,
    | 'ENCRYPT_KEY'
    | 'SMS_CODE_SECRET'
    | 'STAFF_TOTP_KEY'
    | 'BODY_LIMIT'
    | 'RATE_LIMIT_MAX'
    | 'TRUST_PROXY'
    | 'WEB_DIST'
    | 'CONSOLE_DIST'
    | 'LOG_LEVEL'
    | 'PAY_GATEWAY_SECRET'
    | 'PUBLIC_BASE_URL'
    | 'SCAN_PAGE_BASE_URL'
    | 'PORT'
    | 'SESSION_IDLE_MINUTES'
    | 'SESSION_MAX_HOURS'
    | 'PDF_FONT'
    | 'PDF_FONT_BOLD'
    | 'OPERATOR_TOKEN'
    | 'METRICS_TOKEN'
    | 'UPLOAD_SPOOL_DIR'
  >;
  redis?: Redis;
  logger?: FastifyServerOptions['logger'];
  /** Sign-in, code and registration limits; tests lower them. */
  authLimits?: Partial<AuthLimits>;
  /** SMS, pay gateway, the demo outbox and the HIS: built once by createAdapters(env, db) (docs/architecture.md#one-composition-root). */
  adapters: Adapters;
  /** The gateway, the purposes and the HIS every way to pay shares: built once by composePayments (purposes.ts). */
  payments: PaymentDeps;
}

/** Builds the app and never listens (as in fastify/demo): tests drive it with app.inject(). */
export async function buildApp({
  db,
  env,
  redis,
  logger,
  authLimits,
  adapters,
  payments,
}: AppDeps) {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    bodyLimit: env.BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
    // Structured logs carry a request id; a client-sent one is kept so calls can be traced across services.
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    ...envelopeServerOptions,
    schemaController: zodSchemaController,
  });
  registerErrorHandler(app);
  // First, so every answer carries the headers: pages, assets, API, /docs, refusals.
  await registerSecurityHeaders(app);
  await registerCompression(app); // Before the routes, which it attaches itself to
  registerInputGuard(app);

  // API answers are per patient and per moment: never cached by browsers or proxies.
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url) && !request.url.startsWith('/demo-assets/'))
      reply.header('cache-control', 'no-store');
  });

  await registerOpenApi(app);
  await registerRateLimit(app, env.RATE_LIMIT_MAX, redis);
  // /metrics (requests per call, pool, process); the payment states come from their own slice.
  registerPaymentStateMetrics(registerMetrics(app, env.METRICS_TOKEN, db), db, app.log);
  // Before every route: each call's hospital function and page-ruled sign-in (docs/function-access.md).
  registerFunctionAccess(app, db);
  livenessRoutes(app, db);
  hospitalRoutes(app, db);
  platformRoutes(app, db, env.ENCRYPT_KEY);
  registerAuth(app, db, sessionLifetime(env));
  const authDeps = {
    db,
    limiter: createAuthLimiter(authLimits, redis),
    sms: adapters.sms,
    // Its own secret, never ENCRYPT_KEY (which every browser holds: docs/adr/0002).
    codeKey: createHmac('sha256', env.SMS_CODE_SECRET).update('portal/verify-code').digest(),
    sessionLifetime: sessionLifetime(env),
  };
  accountRoutes(app, authDeps);
  // The hospital console's staff (docs/staff-console.md): the same sign-in limiter, its own cookie sessions.
  await staffRoutes(app, {
    db,
    limiter: authDeps.limiter,
    sms: adapters.sms,
    recoveryKey: createHmac('sha256', env.SMS_CODE_SECRET)
      .update('portal/staff-recovery-code')
      .digest(),
    totpSealer: staffTotpSealer(env.STAFF_TOTP_KEY),
  });
  physicalRoutes(app, db);
  // Link codes share the account calls' code store, SMS sender and limits.
  patientRoutes(app, { ...authDeps, his: adapters.his });
  // The schedule generates dates from the HIS's weekly rules, mirrored through the composition root's adapter.
  scheduleRoutes(app, { db, his: adapters.his });
  searchRoutes(app, db);
  appointmentRoutes(app, { db, his: adapters.his });
  // Without a channel QR payment answers PAY006; the sandbox's own calls exist only with it (demo mode).
  // One set of payment dependencies (the channels' router and every order purpose) for every way to pay.
  const { gateway } = payments;
  const scanBaseUrl = env.SCAN_PAGE_BASE_URL?.replace(/\/+$/, '');
  recordRoutes(app, payments, { encryptKey: env.ENCRYPT_KEY, scanBaseUrl, sms: adapters.sms });
  rechargeRoutes(app, payments, scanBaseUrl);
  billRoutes(app, payments, scanBaseUrl);
  // The inpatient stay — self-admission, the inpatient card, the settlement at discharge (purposes inpatient_settlement, deposit_refund).
  inpatientRoutes(app, payments, scanBaseUrl);
  // Case-record copies by mail, their fee paid through the same payments (purpose case_mail).
  caseMailRoutes(app, payments, scanBaseUrl);
  physicalExamRoutes(app, payments, scanBaseUrl);
  paymentRoutes(app, payments, env.PAY_GATEWAY_SECRET, scanBaseUrl);
  // Alipay's and WeChat Pay's notifications, where those channels are built (docs/payments.md#notifications).
  channelNotifyRoutes(app, payments);
  // The sandbox HIS's staff desk, for the hospital's systems (operator credential).
  operatorRoutes(app, { his: adapters.his }, env.OPERATOR_TOKEN);
  // The signed-in user's message centre and reminder preferences.
  messageCentreRoutes(app, db);
  // Lectures, the medical guide and the instructions.
  healthEducationRoutes(app, { db, his: adapters.his });
  noticeDocumentRoutes(app, db);
  // Uploads into the root's file store, read back through signed URLs (a key of the server's
  // own, never ENCRYPT_KEY); complaints and suggestions with photos, answered by the hospital in the console.
  const uploads = {
    db,
    files: adapters.files,
    spoolDir: env.UPLOAD_SPOOL_DIR,
    signer: createUrlSigner(
      createHmac('sha256', env.SMS_CODE_SECRET).update('portal/upload-url').digest(),
    ),
  };
  uploadRoutes(app, uploads);
  // The console's settings editors and onboarding (docs/hospital-settings.md): after the staff sessions they need.
  settingsRoutes(app, uploads);
  complaintRoutes(app, uploads);
  // The hospital's daily operations in the console: a stopped session refunds through the same payments and texts
  // through the root's sender.
  operationsRoutes(app, { ...payments, ...uploads, sms: adapters.sms });
  // Lectures and the medical guide edited in the console, with their videos and posters (docs/health-content.md#editing).
  contentRoutes(app, uploads);
  // Reconciliation with the pay gateway's statement, and the exports (docs/reconciliation.md).
  reconciliationRoutes(app, { db, gateway });
  // The console's dashboard (docs/dashboard.md): read-only figures of the hospital's bookings, money and complaints.
  dashboardRoutes(app, db);
  // The console's content editors (docs/console-content.md): notices, questionnaires, the HIS's exam packages.
  contentFormsRoutes(app, { db, his: adapters.his });
  // The outpatient and inpatient questionnaires (visits and stays from the HIS).
  questionnaireRoutes(app, { db, his: adapters.his });
  // The queries read the hospital's records through the HIS adapter of the composition root.
  // One font source for every PDF (reports, invoices): the CJK collections are read once, on first use.
  const pdfFonts = pdfFontSource(env.PDF_FONT, env.PDF_FONT_BOLD);
  queryRoutes(app, { db, his: adapters.his, pdfFonts });
  medicineRoutes(app, { db, his: adapters.his });
  feeRoutes(app, { db, his: adapters.his });
  // Electronic invoices (list, detail, PDF) from the HIS.
  invoiceRoutes(app, { db, his: adapters.his, pdfFonts });
  pathologyPriceRoutes(app, { db, his: adapters.his });
  // Cloud film: image addresses and extraction codes are keyed from the server secret, never ENCRYPT_KEY.
  filmRoutes(
    app,
    filmDeps(
      db,
      adapters.his,
      createHmac('sha256', env.SMS_CODE_SECRET).update('portal/film').digest(),
    ),
  );
  if (gateway?.sandbox) payGatewayRoutes(app, gateway.sandbox);
  if (adapters.smsOutbox) smsDevRoutes(app, adapters.smsOutbox);
  await registerWeb(app, env.WEB_DIST);
  await registerConsoleWeb(app, env.CONSOLE_DIST);
  return app;
}
