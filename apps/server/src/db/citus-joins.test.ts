import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  DummyDriver,
  sql,
} from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './schema.ts';
import { citusJoinCheck, distributedJoinProblems } from './citus-joins.ts';

const HOS = 'H1';

describe('distributedJoinProblems', () => {
  beforeAll(() => citusJoinCheck());

  const bad = [
    [
      'a join on another column',
      'select * from appointment a join patient p on p.patient_id = a.patient_id',
    ],
    ['a FROM list', 'select * from appointment a, patient p where p.patient_id = a.patient_id'],
    [
      'hos_id of one side only',
      'select * from appointment a join patient p on p.patient_id = a.patient_id and a.hos_id = $1',
    ],
    ['a USING without hos_id', 'select * from appointment join patient using (patient_id)'],
    [
      'an OR of hos_id',
      'select * from appointment a join patient p on a.hos_id = p.hos_id or a.x = p.y',
    ],
    [
      'a correlated EXISTS',
      'select * from appointment a where a.hos_id = $1 and exists (select 1 from pay_order o where o.appoint_id = a.appoint_id)',
    ],
    [
      'a LATERAL subquery',
      'select * from appointment a, lateral (select * from pay_order o where o.appoint_id = a.appoint_id) z',
    ],
    [
      'UPDATE … FROM',
      'update pay_order set state = 1 from appointment a where a.appoint_id = pay_order.appoint_id',
    ],
    [
      'DELETE … USING',
      'delete from pay_order o using appointment a where a.appoint_id = o.appoint_id',
    ],
    [
      'two different hospitals',
      'select * from appointment a join patient p on p.patient_id = a.patient_id where a.hos_id = $1 and p.hos_id = $2',
    ],
  ] as const;
  it.each(bad)('refuses %s', (_, text) => {
    expect(distributedJoinProblems(text, [HOS, 'H2'])).toHaveLength(1);
  });

  const good = [
    [
      'a join on hos_id',
      'select * from appointment a join patient p on p.hos_id = a.hos_id and p.patient_id = a.patient_id',
    ],
    ['USING (hos_id, …)', 'select * from appointment join patient using (hos_id, patient_id)'],
    [
      'a FROM list with hos_id in WHERE',
      'select * from appointment a, patient p where a.hos_id = p.hos_id',
    ],
    [
      'both sides bound to one hospital',
      'select * from appointment a join patient p on p.patient_id = a.patient_id where a.hos_id = $1 and p.hos_id = $2::text',
    ],
    [
      'a correlated EXISTS on hos_id',
      'select * from appointment a where exists (select 1 from pay_order o where o.hos_id = a.hos_id and o.appoint_id = a.appoint_id)',
    ],
    ['a reference table', 'select * from appointment a join hospital h on h.hos_id <> a.hos_id'],
    ['a local table', 'select * from audit_log l join appointment a on a.appoint_id = l.target'],
    [
      'one distributed table',
      'select * from appointment where hos_id = $1 and appoint_id in (select 1)',
    ],
    [
      'a subquery that does not refer to the outer query',
      'select * from appointment a where a.patient_id in (select patient_id from patient where hos_id = $1)',
    ],
    [
      'a CTE',
      'with p as (select * from patient where hos_id = $1) select * from appointment a join p on true',
    ],
  ] as const;
  it.each(good)('accepts %s', (_, text) => {
    expect(distributedJoinProblems(text, [HOS, HOS])).toEqual([]);
  });

  it('leaves text that does not parse to the database', () => {
    expect(distributedJoinProblems('selec * from appointment a join patient p on true')).toEqual(
      [],
    );
  });
});

describe('the Kysely plugin', () => {
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = new Kysely<Database>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new DummyDriver(),
        createIntrospector: (k) => new PostgresIntrospector(k),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
      plugins: [await citusJoinCheck()],
    });
  });

  it('throws before a builder query joins distributed tables without hos_id', async () => {
    await expect(
      db
        .selectFrom('appointment as a')
        .innerJoin('patient as p', 'p.patient_id', 'a.patient_id')
        .selectAll()
        .execute(),
    ).rejects.toThrow(/appointment a, patient p are joined without hos_id equality/);
  });

  it('throws before a raw query does', async () => {
    await expect(
      sql`select 1 from appointment a join patient p on p.patient_id = a.patient_id`.execute(db),
    ).rejects.toThrow(/without hos_id equality/);
  });

  it('lets a join on hos_id run', async () => {
    await expect(
      db
        .selectFrom('appointment as a')
        .innerJoin('patient as p', (j) =>
          j.onRef('p.hos_id', '=', 'a.hos_id').onRef('p.patient_id', '=', 'a.patient_id'),
        )
        .selectAll()
        .execute(),
    ).resolves.toEqual([]);
  });
});
