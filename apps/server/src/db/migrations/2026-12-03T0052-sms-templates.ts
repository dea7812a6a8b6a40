import { sql, type Kysely } from 'kysely';

/**
 * A queued text keeps what a real SMS provider sends (docs/sms.md): the kind of text, which picks the hospital's
 * approved template, and the template's parameters. The rendered text stays for the sandbox outbox. Rows queued
 * before have neither: a real provider cannot send them (no template), the sandbox still can.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notice_outbox add column sms_kind text, add column sms_params jsonb`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notice_outbox drop column sms_params, drop column sms_kind`.execute(db);
}
