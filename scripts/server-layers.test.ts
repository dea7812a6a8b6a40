import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, expect, it } from 'vitest';
import { SERVER_LAYERS } from '../eslint/server-layers.js';

/**
 * The server's module stack (eslint/server-layers.js, docs/server-modules.md) is held by lint: these probes are small
 * source files linted with the repository's own ESLint config at paths inside apps/server/src/modules (the files need
 * not exist), so they test the rule as it is wired, not a copy of it.
 */
const root = path.resolve(import.meta.dirname, '..');
const RULE = 'server-boundaries/module-boundaries';
// The rule reads import paths only and the probe files do not exist, so the type checker is left out.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === RULE,
});

/** The boundary rule's messages for `code` as if it were the file `file` under apps/server/src/modules. */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {
    filePath: path.join(root, 'apps/server/src/modules', file),
  });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

// The first lint loads the config and its plugins: seconds on a loaded machine, more than a test's 5 s.
beforeAll(() => refusals('liveness/probe.ts', ''), 60_000);

it('a module imports a module below it', async () => {
  expect(
    await refusals(
      'bookings/probe.ts',
      "import { listConfig } from '../hospital/hospital.service.ts';\nlistConfig;",
    ),
  ).toEqual([]);
});

it('an import of a module above is refused, whether it imports, re-exports or loads it dynamically', async () => {
  const upward =
    "modules/hospital imports modules/bookings ('../bookings/appointments.service.ts')";
  expect(
    await refusals('hospital/probe.ts', "import '../bookings/appointments.service.ts';"),
  ).toEqual([expect.stringContaining(upward)]);
  expect(
    await refusals(
      'hospital/probe.ts',
      "export { book } from '../bookings/appointments.service.ts';",
    ),
  ).toEqual([expect.stringContaining(upward)]);
  expect(
    await refusals('hospital/probe.ts', "export * from '../bookings/appointments.service.ts';"),
  ).toEqual([expect.stringContaining(upward)]);
  expect(
    await refusals('hospital/probe.ts', "void import('../bookings/appointments.service.ts');"),
  ).toEqual([expect.stringContaining(upward)]);
  expect(
    await refusals(
      'hospital/probe.ts',
      "import type { Booking } from '../bookings/appointments.dto.ts';\nlet b: Booking;\nb;",
    ),
  ).toEqual([expect.stringContaining('modules/hospital imports modules/bookings')]);
});

it('a module imports no module of its own height: two modules never import each other', async () => {
  expect(await refusals('payments/probe.ts', "import '../payments/orders.service.ts';")).toEqual(
    [],
  );
  expect(await refusals('recharge/probe.ts', "import '../bills/bills.service.ts';")).toEqual([
    expect.stringContaining('modules/recharge imports modules/bills'),
  ]);
});

it('a module missing from the stack is refused, as an import and as an importer', async () => {
  expect(await refusals('bookings/probe.ts', "import '../nowhere/nowhere.service.ts';")).toEqual([
    expect.stringContaining('modules/nowhere is not in eslint/server-layers.js'),
  ]);
  expect(await refusals('nowhere/probe.ts', "import '../hospital/hospital.service.ts';")).toEqual([
    expect.stringContaining('modules/nowhere is not in eslint/server-layers.js'),
  ]);
});

it('a test file imports any module, but still no other module’s repository', async () => {
  expect(
    await refusals('hospital/probe.int.test.ts', "import '../bookings/appointments.service.ts';"),
  ).toEqual([]);
  expect(
    await refusals(
      'hospital/probe.int.test.ts',
      "import '../bookings/appointments.repository.ts';",
    ),
  ).toEqual([expect.stringContaining('imports the repository of modules/bookings')]);
});

it('plugins import no module', async () => {
  const [result] = await eslint.lintText("import '../modules/hospital/hospital.service.ts';", {
    filePath: path.join(root, 'apps/server/src/plugins/probe.ts'),
  });
  expect(result!.messages.filter((m) => m.ruleId === RULE)).toHaveLength(1);
});

it('the stack lists every module of the server once, and nothing else', () => {
  const listed = SERVER_LAYERS.map(([module]) => module);
  const folders = fs
    .readdirSync(path.join(root, 'apps/server/src/modules'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  expect(new Set(listed).size).toBe(listed.length);
  expect([...listed].sort()).toEqual(folders.sort());
});
