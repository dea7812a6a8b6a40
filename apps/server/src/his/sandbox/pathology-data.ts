import type { HosId } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { HisPathologyResult } from '../pathology.ts';
import { inBatches, type PersonColumns } from './sandbox-rows.ts';

/**
 * Loading the built-in HIS's pathology results: what the demo seed and the tests' fixtures write, as column
 * arrays (insert … select from unnest) like the reports. Only his/sandbox touches his_pathology (docs/architecture.md#the-his-is-an-adapter).
 */
export type SandboxPathology = PersonColumns<HisPathologyResult>;

/** Results; run it inside the caller's transaction to load them all or none. */
export async function insertPathologies(db: Db, hosId: HosId, results: SandboxPathology[]) {
  await inBatches(results, async (batch) => {
    const col = <K extends keyof SandboxPathology>(key: K) => batch.map((r) => r[key]);
    await sql`insert into his_pathology (hos_id, pathology_id, pathology_no, cert_type, cert_no, patient_name, dept_name, doctor_name,
        specimen, specimen_type, received_at, reported_at, gross_description, microscopic_description, diagnosis, conclusion, markers)
      select ${hosId}, * from unnest(${col('pathologyId')}::text[], ${col('pathologyNo')}::text[], ${col('certType')}::smallint[],
        ${col('certNo')}::text[], ${col('patientName')}::text[], ${col('deptName')}::text[], ${col('doctorName')}::text[],
        ${col('specimen')}::text[], ${col('specimenType')}::text[], ${col('receivedAt')}::timestamptz[], ${col('reportedAt')}::timestamptz[],
        ${col('grossDescription')}::text[], ${col('microscopicDescription')}::text[], ${col('diagnosis')}::text[], ${col('conclusion')}::text[],
        ${batch.map((r) => JSON.stringify(r.markers))}::jsonb[])`.execute(db);
  });
}
