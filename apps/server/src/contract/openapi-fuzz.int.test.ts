import fc from 'fast-check';
import { validate } from '@readme/openapi-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { messageStatus, hosIdOf } from '@portal/shared';
import { createTestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/auth-helpers.ts';
import { changedTables, tableChecksums } from './db-checksum.ts';
import {
  baseRequest,
  fixedCases,
  randomLooseCase,
  randomStrictCase,
  type Case,
} from './openapi-mutations.ts';
import {
  addressOf,
  envelopeProblem,
  fetchDocument,
  listOperations,
  toInject,
  type Operation,
} from './openapi-operations.ts';

/**
 * "Automatic coverage": every operation of `/docs/json`, with and without a valid token, gets malformed
 * values in every path, query and body parameter. Whatever arrives, no answer is a 5xx, every error is the
 * envelope with a catalogued key, a malformed request is refused (4xx) and changes no table. Seeded and bounded:
 * the same requests on every run, a few random ones per operation on top of the fixed ones.
 */
const SEED = 20_261_124;
const RANDOM_RUNS = 6;
/**
 * Left out of "nothing changed": the append-only access log. A fixed odd-but-legal value (a lone surrogate
 * arriving as plain text in an optional filter) makes a valid read, which the log records by design; it never feeds
 * a business decision. The console's audit log likewise records a failed staff sign-in by design.
 */
const APPEND_ONLY_LOGS = ['patient_access_log', 'audit_log'];

type TokenChoice = 'valid' | 'none' | 'made-up';
const MADE_UP_TOKEN = 'fuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzz';

const t = await createTestApp();
const document = await fetchDocument(t.app);
const operations = listOperations(document);
/**
 * A signed-in session renews itself when a request comes three minutes after its last renewal, which a
 * run on a slow machine outlasts: a renewal between the snapshots would read as a change made by the fuzz. So the
 * token is taken afresh before an operation's snapshot once it is two minutes old.
 */
let token = await signIn(t.app, hosIdOf('1001'));
let signedInAt = Date.now();
async function freshToken() {
  if (Date.now() - signedInAt < 120_000) return;
  token = await signIn(t.app, hosIdOf('1001'));
  signedInAt = Date.now();
}
/** Requests per operation: malformed (must be refused) and odd (any answer but a 5xx). */
const tally = new Map<string, { refuse: number; any: number }>();
let requestNo = 0;

afterAll(async () => {
  const rows = [...tally].map(
    ([id, n]) => `${id.padEnd(40)} ${String(n.refuse).padStart(6)} ${String(n.any).padStart(4)}`,
  );
  const refuse = [...tally.values()].reduce((s, n) => s + n.refuse, 0);
  const any = [...tally.values()].reduce((s, n) => s + n.any, 0);
  console.log(
    [
      `OpenAPI fuzz (${process.env.TEST_DB_KIND}, seed ${SEED}): ${tally.size} operations × cases = ${refuse + any} requests ` +
        `(${refuse} malformed or unauthenticated, refused 4xx; ${any} odd, none 5xx)`,
      `${'operation'.padEnd(40)} refuse  any`,
      ...rows,
    ].join('\n'),
  );
  await t.close();
});

async function send(op: Operation, c: Case, tokenChoice: TokenChoice) {
  const values = baseRequest(op);
  c.apply(values);
  const headers =
    tokenChoice === 'valid'
      ? bearer(token)
      : tokenChoice === 'made-up'
        ? bearer(MADE_UP_TOKEN)
        : {};
  const res = await t.app.inject(toInject(op, values, headers, addressOf(++requestNo)));
  const where = `${op.operationId} [${c.label.slice(0, 120)}] token=${tokenChoice} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 500) throw new Error(`5xx: ${where}`);
  const problem =
    res.statusCode >= 400 ? envelopeProblem(res.statusCode, res.body, messageStatus) : null;
  if (problem) throw new Error(`not the error envelope (${problem}): ${where}`);
  const mustRefuse = c.strict || (op.auth && tokenChoice !== 'valid');
  const counts = tally.get(op.operationId) ?? { refuse: 0, any: 0 };
  counts[mustRefuse ? 'refuse' : 'any'] += 1;
  tally.set(op.operationId, counts);
  if (mustRefuse && res.statusCode < 400) throw new Error(`malformed request accepted: ${where}`);
}

/** The fixed cases with and without a valid token, then RANDOM_RUNS random ones with any token. */
async function check(op: Operation, fixed: Case[], random: fc.Arbitrary<Case> | null) {
  const examples = fixed.flatMap(
    (c) =>
      [
        [c, 'valid'],
        [c, 'none'],
      ] as [Case, TokenChoice][],
  );
  if (fixed.length === 0 && random === null) return;
  const arbitrary = random ?? fc.constantFrom(...fixed);
  await fc.assert(
    fc.asyncProperty(
      arbitrary,
      fc.constantFrom<TokenChoice>('valid', 'none', 'made-up'),
      (c, tokenChoice) => send(op, c, tokenChoice),
    ),
    { seed: SEED, numRuns: examples.length + (random ? RANDOM_RUNS : 0), examples },
  );
}

it('the document the fuzz is built from is valid OpenAPI (a standard validator accepts it)', async () => {
  expect(operations.length).toBeGreaterThan(50);
  await expect(
    validate(structuredClone(document) as Parameters<typeof validate>[0]),
  ).resolves.toMatchObject({ valid: true });
});

describe.each(operations.map((op) => [op.operationId, op] as const))('%s', (_, op) => {
  it('refuses malformed input with a 4xx envelope and changes nothing; odd input never answers 5xx', async () => {
    await freshToken();
    const before = await tableChecksums(t.db, APPEND_ONLY_LOGS);
    await check(op, fixedCases(op), randomStrictCase(op));
    expect(
      changedTables(before, await tableChecksums(t.db, APPEND_ONLY_LOGS)),
      'tables changed by the fixed and malformed requests',
    ).toEqual([]);
    // Random values can happen to be valid (a patient with sex 2 is a patient): only "never a 5xx" holds for them.
    await check(op, [], randomLooseCase(op));
  });
});
