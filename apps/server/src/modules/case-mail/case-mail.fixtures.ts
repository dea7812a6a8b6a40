import { randomUUID } from 'node:crypto';
import { createTestApp, useTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, post } from '../../../test/auth-helpers.ts';
import { DEMO_OPERATOR_TOKEN } from '../../config/demo-mode.ts';
import { feeFixtures } from '../queries/fees.fixtures.ts';
import { rechargeFixtures, type RechargePayer } from '../recharge/recharge.fixtures.ts';

/**
 * Case mail API test helpers over one test app at 1001: payers (the recharge fixtures, for paying by QR), their
 * fees and stays filed by the sandbox HIS (`fees`), the patient's calls, the records office's call and the HIS's rows.
 */
export const A = '1001';
export type Payer = RechargePayer;
export type Who = { token: string };

export function caseMailFixtures(t: TestApp) {
  const r = rechargeFixtures(t);

  /** Orders a copy (Idempotency-Key `key`, a new one unless given; null sends none). */
  const create = (u: Who, body: object, key: string | null = randomUUID()) =>
    post(
      t.app,
      '/feature/api/case-mail/create',
      { hosId: A, ...body },
      { headers: { ...bearer(u.token), ...(key !== null && { 'idempotency-key': key }) } },
    );
  const payByQr = (u: Who, requestId: string) =>
    post(
      t.app,
      `/feature/api/case-mail/${requestId}/qr`,
      { hosId: A },
      {
        headers: {
          ...bearer(u.token),
          'idempotency-key': randomUUID(),
          host: 'portal.example:8443',
        },
      },
    );
  const cancel = (u: Who, requestId: string) =>
    post(
      t.app,
      `/feature/api/case-mail/${requestId}/cancel`,
      { hosId: A },
      { headers: bearer(u.token) },
    );
  /** The records office moves the request on by one step (the sandbox operator call). */
  const advance = (requestId: string, token = DEMO_OPERATOR_TOKEN) =>
    post(
      t.app,
      '/operator/api/his/case-mail/advance',
      { hosId: A, requestId },
      { headers: bearer(token) },
    );

  const hisRows = () =>
    t.db.selectFrom('his_case_mail').select(['request_id', 'status', 'fee']).execute();

  return { ...r, fees: feeFixtures(t), create, payByQr, cancel, advance, hisRows };
}

/** The test file's app (made before its tests, closed after them: test-app.ts useTestApp) and its helpers. */
export function useCaseMailApp() {
  const t = useTestApp(() => createTestApp());
  return { t, f: caseMailFixtures(t) };
}
