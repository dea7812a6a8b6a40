import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, expect, it } from 'vitest';

/**
 * eslint/his-sandbox.js, as eslint.config.js applies it: only the composition root, his/ and tests import the sandbox
 * HIS. Each probe is a one-line source linted as a file at a given place; the rule reads paths only, so the type
 * checker is left out (the probe files do not exist).
 */
const root = path.resolve(import.meta.dirname, '..');
const RULE = 'his-sandbox/behind-adapter';
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === RULE,
});

async function reported(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

// The first lint loads the configuration and its plugins: seconds on a loaded machine.
beforeAll(() => reported('apps/server/src/app.ts', 'export {};\n'), 60_000);

it.each([
  [
    'apps/server/src/modules/operator/operator.routes.ts',
    "import { callNextSandbox } from '../../his/sandbox/sandbox-queue.ts';",
  ],
  ['apps/server/src/demo/seed.ts', "export { DEMO_TERMS_ZH } from '../his/sandbox/demo-terms.ts';"],
  [
    'apps/server/src/jobs/some-job.ts',
    "export type Stop = import('../his/sandbox/sandbox-stops.ts').SandboxStopInput;",
  ],
  ['apps/server/src/app.ts', "export const his = () => import('./his/sandbox/sandbox-his.ts');"],
  ['bench/some.bench.ts', "import '../apps/server/src/his/sandbox/sandbox-his.ts';"],
])('reports %s importing the sandbox HIS', async (file, source) => {
  expect(await reported(file, source)).toEqual([RULE]);
});

it.each([
  [
    'apps/server/src/adapters.ts',
    "import { createSandboxHis } from './his/sandbox/sandbox-his.ts';",
  ],
  [
    'apps/server/src/his/his.ts',
    "import type { SandboxStopInput } from './sandbox/sandbox-stops.ts';",
  ],
  [
    'apps/server/src/modules/operator/operator.int.test.ts',
    "import { insertCards } from '../../his/sandbox/seed-accounts-his.ts';",
  ],
  [
    'apps/server/src/modules/queries/fees.fixtures.ts',
    "import { insertFees } from '../../his/sandbox/fees-data.ts';",
  ],
  [
    'apps/server/demo/films/generate.ts',
    "import { mulberry32 } from '../../src/his/sandbox/demo-prng.ts';",
  ],
  [
    'apps/server/test/test-app.ts',
    "import { createSandboxHis } from '../src/his/sandbox/sandbox-his.ts';",
  ],
  [
    'apps/server/src/modules/operator/operator.routes.ts',
    "import type { HisStaffDesk } from '../../his/staff-desk.ts';",
  ],
])('accepts %s importing what it may', async (file, source) => {
  expect(await reported(file, source)).toEqual([]);
});
