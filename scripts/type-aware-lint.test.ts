import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The type-aware rules of eslint.config.js fire: each probe is linted with the repository's own configuration in the
 * place of packages/shared's entry file (the smallest TypeScript project, so the type checker loads quickly; the
 * project service only reads files its tsconfig.json includes, so the probe borrows the path of one, never its text).
 * A probe the configuration stops reporting — the rule switched off, its options loosened, the folder left out of the
 * typed files — fails here before a floating promise or a forgotten case reaches the code.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const PROBE = path.join(root, 'packages/shared/src/index.ts');

async function rulesReported(source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: PROBE });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

// The first lint builds packages/shared's program (seconds on a loaded machine); the probes then take milliseconds.
beforeAll(() => rulesReported('export {};\n'), 60_000);

describe('@typescript-eslint/no-floating-promises', () => {
  it('reports a promise that is neither awaited nor marked void', async () => {
    const source = [
      'async function save(): Promise<void> {}',
      'export function submit(): void {',
      '  save();',
      '}',
      '',
    ].join('\n');
    expect(await rulesReported(source)).toEqual(['@typescript-eslint/no-floating-promises']);
  });

  it('accepts the same call awaited, or marked void as fire-and-forget', async () => {
    const source = [
      'async function save(): Promise<void> {}',
      'export async function submit(): Promise<void> {',
      '  await save();',
      '}',
      'export function submitLater(): void {',
      '  void save().catch(() => undefined);',
      '}',
      '',
    ].join('\n');
    expect(await rulesReported(source)).toEqual([]);
  });
});

describe('@typescript-eslint/switch-exhaustiveness-check', () => {
  const switchOver = (cases: string) =>
    [
      "export type Status = 'booked' | 'paid' | 'cancelled';",
      'export function label(status: Status): string {',
      '  switch (status) {',
      cases,
      '  }',
      '}',
      '',
    ].join('\n');

  it('reports a switch over a union that misses a member, even with a default branch', async () => {
    const source = switchOver(
      ["    case 'booked':", "      return 'B';", "    case 'paid':", "      return 'P';"].join(
        '\n',
      ) + "\n    default:\n      return '?';",
    );
    expect(await rulesReported(source)).toEqual(['@typescript-eslint/switch-exhaustiveness-check']);
  });

  it('accepts a switch that names every member', async () => {
    const source = switchOver(
      [
        "    case 'booked':",
        "      return 'B';",
        "    case 'paid':",
        "      return 'P';",
        "    case 'cancelled':",
        "      return 'C';",
      ].join('\n'),
    );
    expect(await rulesReported(source)).toEqual([]);
  });
});
