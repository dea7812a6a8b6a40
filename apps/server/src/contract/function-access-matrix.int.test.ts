import {
  CONDITIONAL_SIGN_IN,
  FUNCTION_ACCESS,
  functionExtension,
  hosIdOf,
  hospitalConfigFields,
  listedOperationIds,
  readHospitalConfig,
  requiredModules,
  type HosId,
} from '@portal/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/auth-helpers.ts';
import { setFunctionModules } from '../../test/fixtures/config.fixtures.ts';
import { listConfig } from '../modules/hospital/hospital.service.ts';
import { changedTables, tableChecksums } from './db-checksum.ts';
import { baseRequest, setField } from './openapi-mutations.ts';
import {
  addressOf,
  fetchDocument,
  isConsoleOperation,
  listOperations,
  toInject,
  type Operation,
} from './openapi-operations.ts';

/**
 * The function switches and sign-in rules, generated from `/docs/json` and the table in
 * packages/shared/src/hospital/function-access.ts (docs/function-access.md): every operation is in the table once;
 * every operation of a function, with that function closed at 1001, answers FUNC001 to a signed-in user of 1001 and
 * changes nothing; every signed-in operation (and a page-ruled one where the hospital's flag asks) answers a
 * signed-out caller C024.
 */
const H = hosIdOf('1001');
/** Written by every signed-in call (the session's last use) or by the test itself (the switch it turns). */
const BOOKKEEPING = ['user_session', 'function_module'];

const t = await createTestApp();
const document = (await fetchDocument(t.app)) as {
  paths: Record<string, Record<string, { operationId?: string; 'x-function'?: unknown }>>;
};
// The console's calls are no hospital function's (console-authz-matrix.int.test.ts covers them).
const operations = listOperations(document).filter((op) => !isConsoleOperation(op));
const token = await signIn(t.app, H);
let requestNo = 0;
afterAll(() => t.close());

const FUNC001 = { code: 404, messageKey: 'FUNC001' };
const C024 = { code: 401, msg: 'Please sign in first', messageKey: 'C024', params: {} };

/** Fields a base request leaves out or fills with what a rule beyond the published schema refuses. */
const VALID: Record<string, Record<string, unknown>> = {
  createCaseMail: {
    stayId: 'fuzz-none-1',
    printingType: 'full',
    delivery: 'pickup',
    pickupAddress: 'main-records',
  },
  checkPhysicalGroup: { fileName: 'members.csv' },
  createPhysicalGroup: { fileName: 'members.csv' },
  createComplaint: { contactPhone: '13912340000' },
};

/** The operation's base request, valid in every field, at the given hospital. */
function request(op: Operation, hosId: string) {
  const values = baseRequest(op);
  for (const [name, value] of Object.entries(VALID[op.operationId] ?? {}))
    setField(
      values,
      op.fields.find((f) => f.name === name)!,
      value,
    );
  for (const field of op.fields.filter((f) => f.name === 'hosId')) setField(values, field, hosId);
  return values;
}

function send(op: Operation, hosId: string, withToken: string | null) {
  const values = request(op, hosId);
  const headers = {
    ...(withToken ? bearer(withToken) : {}),
    'idempotency-key': randomUUID(),
  };
  return t.app.inject(toInject(op, values, headers, addressOf(++requestNo)));
}

const setUse = (moduleIds: readonly string[], isUse: '0' | '1') =>
  setFunctionModules(t.db, H, moduleIds, isUse === '1');

it('lists every operation of the document exactly once, and nothing the document lacks', () => {
  const listed = listedOperationIds();
  const inDocument = operations.map((op) => op.operationId);
  expect(
    listed.filter((id, i) => listed.indexOf(id) !== i),
    'listed twice',
  ).toEqual([]);
  expect(
    inDocument.filter((id) => !listed.includes(id)),
    'add these to packages/shared/src/hospital/function-access.ts',
  ).toEqual([]);
  expect(
    listed.filter((id) => !inDocument.includes(id)),
    'no such operation',
  ).toEqual([]);
  expect(Object.keys(CONDITIONAL_SIGN_IN).filter((id) => !inDocument.includes(id))).toEqual([]);
});

it("shows each operation's function and page-ruled sign-in in the document as x-function", () => {
  for (const methods of Object.values(document.paths))
    for (const op of Object.values(methods))
      expect(op['x-function'], op.operationId).toEqual(functionExtension(op.operationId!));
});

it('names the hospital in the input of every call of a function (the switch is per hospital)', () => {
  const without = operations.filter(
    (op) =>
      FUNCTION_ACCESS.get(op.operationId)?.kind !== 'none' &&
      !op.fields.some((f) => f.name === 'hosId' && f.required),
  );
  expect(without.map((op) => op.operationId)).toEqual([]);
});

const ofFunction = operations.flatMap((op) => {
  const access = FUNCTION_ACCESS.get(op.operationId);
  if (!access || access.kind === 'none') return [];
  const values = request(op, H);
  return [{ op, modules: requiredModules(access, { query: values.query, body: values.body }) }];
});

describe.each(ofFunction.map((c) => [c.op.operationId, c] as const))(
  '%s with its function closed at 1001',
  (_, { op, modules }) => {
    it(`answers FUNC001 to a signed-in user and changes nothing (closed: ${modules.join(', ')})`, async () => {
      expect(modules.length).toBeGreaterThan(0);
      const before = await tableChecksums(t.db, BOOKKEEPING);
      await setUse(modules, '0');
      try {
        const res = await send(op, H, token);
        expect(res.statusCode, res.body.slice(0, 200)).toBe(404);
        expect(res.json()).toMatchObject(FUNC001);
      } finally {
        await setUse(modules, '1');
      }
      expect(changedTables(before, await tableChecksums(t.db, BOOKKEEPING))).toEqual([]);
    });
  },
);

/** Where each page-ruled call needs sign-in and where it does not, from the demo hospitals' config. */
async function hospitalsBy(operationId: string): Promise<{ signIn: HosId[]; open: HosId[] }> {
  const rule = CONDITIONAL_SIGN_IN[operationId]!;
  const out = { signIn: [] as HosId[], open: [] as HosId[] };
  for (const id of ['1001', '1002', '1003'].map(hosIdOf)) {
    const config = readHospitalConfig(
      await listConfig(t.db, id, [hospitalConfigFields[rule.config].group]),
    );
    (config[rule.config] === rule.signInWhen ? out.signIn : out.open).push(id);
  }
  return out;
}

describe('signed out', () => {
  it.each(operations.filter((op) => op.auth).map((op) => [op.operationId, op] as const))(
    '%s answers 401 C024',
    async (_, op) => {
      const res = await send(op, H, null);
      expect(res.json(), res.body.slice(0, 200)).toEqual(C024);
    },
  );

  it.each(Object.keys(CONDITIONAL_SIGN_IN))(
    '%s answers C024 where its page needs sign-in, and a guest elsewhere',
    async (operationId) => {
      const op = operations.find((o) => o.operationId === operationId)!;
      expect(op.auth, 'a page-ruled call is not marked auth').toBe(false);
      const { signIn: needing, open } = await hospitalsBy(operationId);
      expect(needing.length, 'a demo hospital where it needs sign-in').toBeGreaterThan(0);
      expect(open.length, 'a demo hospital where it is public').toBeGreaterThan(0);
      for (const id of needing) expect((await send(op, id, null)).json(), id).toEqual(C024);
      for (const id of open) expect((await send(op, id, null)).statusCode, id).toBe(200);
      // Signed in where it needs sign-in: answered.
      const there = await signIn(t.app, needing[0]!);
      expect((await send(op, needing[0]!, there)).statusCode).toBe(200);
    },
  );
});
