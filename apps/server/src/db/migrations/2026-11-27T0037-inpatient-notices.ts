import { sql, type Kysely } from 'kysely';

/**
 * Paid notices and outpatient case mail (pay business type 10, notice type 10).
 * - Paid notices need no table: they are user_message / notice_outbox rows keyed 'paid:<order>' (migration 0024).
 * - A case-mail request is of a stay (inpatient case record) or of an outpatient visit (the HIS's fee of that visit):
 *   his_case_mail.stay_id may now be null beside the new visit_id, exactly one of them set; the portal's
 *   case_mail_request keeps which kind it is, so the fee's purpose can tell the user without asking the HIS.
 *   Existing requests are all of stays.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('his_case_mail').addColumn('visit_id', 'text').execute();
  await db.schema
    .alterTable('his_case_mail')
    .alterColumn('stay_id', (c) => c.dropNotNull())
    .execute();
  await sql`alter table his_case_mail add constraint his_case_mail_subject_ck check ((stay_id is null) <> (visit_id is null))`.execute(
    db,
  );
  await db.schema
    .alterTable('case_mail_request')
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('inpatient')
        .check(sql`kind in ('inpatient', 'outpatient')`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('case_mail_request').dropColumn('kind').execute();
  await sql`delete from his_case_mail where stay_id is null`.execute(db);
  await sql`alter table his_case_mail drop constraint his_case_mail_subject_ck`.execute(db);
  await db.schema
    .alterTable('his_case_mail')
    .alterColumn('stay_id', (c) => c.setNotNull())
    .execute();
  await db.schema.alterTable('his_case_mail').dropColumn('visit_id').execute();
}
