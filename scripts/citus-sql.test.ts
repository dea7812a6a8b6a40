import fs from 'node:fs';
import { expect, it } from 'vitest';
import { DOC, citusSql, renderDoc } from './citus-sql.ts';

it('docs/citus.md holds the placement distribution.ts gives (else run npm run citus-sql -- --docs)', () => {
  const doc = fs.readFileSync(DOC, 'utf8');
  expect(doc, 'docs/citus.md is out of date: run `npm run citus-sql -- --docs`').toBe(
    renderDoc(doc),
  );
});

it('creates the reference tables first, then distributes every other table beside the first', () => {
  const lines = citusSql().split('\n');
  expect(lines[1]).toBe("SELECT create_reference_table('hospital');");
  expect(lines).toContain("SELECT create_distributed_table('app_user', 'hos_id');");
  expect(lines).toContain(
    "SELECT create_distributed_table('pay_order', 'hos_id', colocate_with => 'app_user');",
  );
  expect(lines.filter((l) => l.includes("'audit_log'"))).toEqual([]);
});

it('notices a stale doc', () => {
  const doc = fs.readFileSync(DOC, 'utf8');
  const stale = doc.replace(
    "create_reference_table('hospital')",
    "create_reference_table('hospitals')",
  );
  expect(renderDoc(stale)).not.toBe(stale);
});
