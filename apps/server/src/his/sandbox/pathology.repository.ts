import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { HisPerson } from '../his.ts';

/** The built-in HIS's pathology table (migration 0016), Kysely only; every query is scoped by hos_id. */

const SUMMARY = [
  'pathology_id',
  'reported_at',
  'dept_name',
  'doctor_name',
  'specimen',
  'specimen_type',
  'diagnosis',
] as const;

function ofPerson(db: Db, hosId: HosId, person: HisPerson, at: { from: Date; to: Date }) {
  return db
    .selectFrom('his_pathology')
    .where('hos_id', '=', hosId)
    .where('cert_type', '=', person.certType)
    .where('cert_no', '=', person.certNo)
    .where('reported_at', '>=', at.from)
    .where('reported_at', '<', at.to);
}

/** One page, newest first (the id breaks ties, so pages never overlap), and the query's total. */
export async function listPathologies(
  db: Db,
  hosId: HosId,
  person: HisPerson,
  q: { at: { from: Date; to: Date }; offset: number; limit: number },
) {
  const [rows, count] = await Promise.all([
    ofPerson(db, hosId, person, q.at)
      .select(SUMMARY)
      .orderBy('reported_at', 'desc')
      .orderBy('pathology_id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    ofPerson(db, hosId, person, q.at)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findPathology(db: Db, hosId: HosId, pathologyId: string) {
  return db
    .selectFrom('his_pathology')
    .select([
      ...SUMMARY,
      'pathology_no',
      'cert_type',
      'cert_no',
      'patient_name',
      'received_at',
      'gross_description',
      'microscopic_description',
      'conclusion',
      'markers',
    ])
    .where('hos_id', '=', hosId)
    .where('pathology_id', '=', pathologyId)
    .executeTakeFirst();
}
