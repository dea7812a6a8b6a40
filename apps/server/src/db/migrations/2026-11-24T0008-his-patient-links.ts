import { sql, type Kysely } from 'kysely';

/**
 * Card takeover. Frozen in time: never import application code here.
 * - his_patient: the built-in HIS's record of a person (docs/architecture.md#the-his-is-an-adapter): the name it registered, the phone
 *   it holds (where a link proof by SMS goes) and the card PIN's argon2 hash. Existing databases get one record per
 *   card holder, named as on the cards, without phone or PIN: the hospital never told us those.
 * - patient.his_linked_at / link_proof: a patient row reaches the hospital's cards only through a proven link.
 *   Links made before this migration become proven only when the name matches the record (case and whitespace
 *   folded); the others keep the patient but lose the cards until the account proves the link.
 * - patient_access_log by patient: every holder of a person reads the entries of all the person's holders.
 * - verify_code.purpose: a link code's purpose names the account and the person ('bind:<user>:<type>:<number>').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('his_patient')
    .addColumn('hos_id', 'text', (c) => c.notNull().references('hospital.hos_id'))
    .addColumn('cert_type', 'integer', (c) => c.notNull())
    .addColumn('cert_no', 'text', (c) => c.notNull())
    .addColumn('patient_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('pin_hash', 'text')
    .addPrimaryKeyConstraint('his_patient_pk', ['hos_id', 'cert_type', 'cert_no'])
    .execute();
  await sql`insert into his_patient (hos_id, cert_type, cert_no, patient_name)
    select hos_id, cert_type, cert_no, min(patient_name) from his_card group by hos_id, cert_type, cert_no`.execute(
    db,
  );

  await db.schema.alterTable('patient').addColumn('his_linked_at', 'timestamptz').execute();
  await db.schema
    .alterTable('patient')
    .addColumn('link_proof', 'text', (c) =>
      c.check(sql`link_proof in ('sms', 'pin', 'seed', 'migrated')`),
    )
    .execute();
  await sql`alter table patient add constraint patient_link_proof_ck check ((his_linked_at is null) = (link_proof is null))`.execute(
    db,
  );
  await sql`update patient p set his_linked_at = p.created_at, link_proof = 'migrated'
    from his_patient h
    where h.hos_id = p.hos_id and h.cert_type = p.cert_type and h.cert_no = p.cert_no
      and lower(regexp_replace(btrim(normalize(h.patient_name, NFKC)), '\\s+', ' ', 'g'))
        = lower(regexp_replace(btrim(normalize(p.patient_name, NFKC)), '\\s+', ' ', 'g'))`.execute(
    db,
  );
  // The holders of one person: their cards, access logs and revocation all look rows up by certificate.
  await sql`create index patient_his_holder_idx on patient (hos_id, cert_type, cert_no) where his_linked_at is not null`.execute(
    db,
  );
  await sql`alter table verify_code drop constraint verify_code_purpose_check`.execute(db);
  await sql`alter table verify_code add constraint verify_code_purpose_check
    check (purpose in ('register', 'login', 'reset') or purpose like 'bind:%')`.execute(db);
  await db.schema
    .createIndex('patient_access_log_patient_idx')
    .on('patient_access_log')
    .columns(['hos_id', 'patient_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index patient_access_log_patient_idx`.execute(db);
  await sql`delete from verify_code where purpose like 'bind:%'`.execute(db);
  await sql`alter table verify_code drop constraint verify_code_purpose_check`.execute(db);
  await sql`alter table verify_code add constraint verify_code_purpose_check check (purpose in ('register', 'login', 'reset'))`.execute(
    db,
  );
  await sql`drop index patient_his_holder_idx`.execute(db);
  await sql`alter table patient drop constraint patient_link_proof_ck`.execute(db);
  await db.schema.alterTable('patient').dropColumn('link_proof').execute();
  await db.schema.alterTable('patient').dropColumn('his_linked_at').execute();
  await db.schema.dropTable('his_patient').execute();
}
