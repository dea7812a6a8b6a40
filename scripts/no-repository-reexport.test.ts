import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
/** The repository's own lint configuration: the test checks the rule and that eslint.config.js applies it. */
const RULE = 'repository-exports/no-repository-reexport';
// The rule reads import paths only and the probe files do not exist, so the type checker is left out.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === RULE,
});

/** The messages of this rule for `code` linted as if it were `file` (the file need not exist). */
async function problems(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const SERVICE = 'apps/server/src/modules/demo/demo.service.ts';

describe('no-repository-reexport', () => {
  // Loading the configuration (typescript-eslint and the plugins) takes seconds on a busy machine: once, up front.
  beforeAll(() => eslint.calculateConfigForFile(path.join(root, SERVICE)), 60_000);

  it('refuses a service that exports from its repository, by name, by type or all of it', async () => {
    expect(await problems(`export { findX } from './demo.repository.ts';\n`, SERVICE)).toEqual([
      expect.stringContaining("'findX' comes from the repository './demo.repository.ts'"),
    ]);
    expect(
      await problems(`export type { Row } from './demo.repository.ts';\n`, SERVICE),
    ).toHaveLength(1);
    expect(await problems(`export * from './demo.repository.ts';\n`, SERVICE)).toHaveLength(1);
    expect(await problems(`export * as repo from './demo.repository';\n`, SERVICE)).toHaveLength(1);
  });

  it('refuses a repository binding imported and then exported under its own name', async () => {
    const code = `import { findX } from './demo.repository.ts';\nimport * as repo from './demo.repository.ts';\nexport { findX, repo };\n`;
    expect(await problems(code, SERVICE)).toHaveLength(2);
  });

  it('reads every server file that is not a repository, not only services', async () => {
    const code = `export { findX } from '../modules/demo/demo.repository.ts';\n`;
    expect(await problems(code, 'apps/server/src/jobs/demo.ts')).toHaveLength(1);
  });

  it('lets a service export functions and types of its own built on the repository', async () => {
    const code = [
      `import * as repo from './demo.repository.ts';`,
      `export type Row = repo.Row;`,
      `export function findX(id: string) {`,
      `  return repo.findX(id);`,
      `}`,
      ``,
    ].join('\n');
    expect(await problems(code, SERVICE)).toEqual([]);
  });

  it('lets a repository export from another repository file, and a service export from a service', async () => {
    const fromRepository = `export { findX } from './demo-rows.repository.ts';\n`;
    expect(
      await problems(fromRepository, 'apps/server/src/modules/demo/demo.repository.ts'),
    ).toEqual([]);
    expect(await problems(`export { payX } from './pay.service.ts';\n`, SERVICE)).toEqual([]);
  });
});
