import { sql, type Kysely } from 'kysely';

/**
 * Keys ready for Citus (docs/citus.md): a table distributed by hos_id has hos_id in its primary key, in every unique
 * key and in every foreign key to another distributed table. The reconciliation runs and mismatches, refund requests,
 * uploaded files' storage keys and film share tokens were unique on their own; each key now leads with hos_id. Only
 * constraints change: every row stays, and a key unique alone is unique with hos_id too.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table recon_mismatch drop constraint recon_mismatch_found_run_id_fkey`.execute(
    db,
  );
  await sql`alter table recon_mismatch drop constraint recon_mismatch_last_run_id_fkey`.execute(db);
  await sql`alter table recon_run drop constraint recon_run_pkey`.execute(db);
  await sql`alter table recon_run add constraint recon_run_pk primary key (hos_id, run_id)`.execute(
    db,
  );
  await sql`alter table recon_mismatch drop constraint recon_mismatch_pkey`.execute(db);
  await sql`alter table recon_mismatch add constraint recon_mismatch_pk primary key (hos_id, mismatch_id)`.execute(
    db,
  );
  await sql`alter table recon_mismatch add constraint recon_mismatch_found_run_fk
              foreign key (hos_id, found_run_id) references recon_run (hos_id, run_id)`.execute(db);
  await sql`alter table recon_mismatch add constraint recon_mismatch_last_run_fk
              foreign key (hos_id, last_run_id) references recon_run (hos_id, run_id)`.execute(db);

  await sql`alter table refund_request drop constraint refund_request_pkey`.execute(db);
  await sql`alter table refund_request add constraint refund_request_pk primary key (hos_id, request_id)`.execute(
    db,
  );

  await sql`alter table upload_file drop constraint upload_file_storage_key_uq`.execute(db);
  await sql`alter table upload_file add constraint upload_file_storage_key_uq unique (hos_id, storage_key)`.execute(
    db,
  );

  await sql`drop index film_share_token_uq`.execute(db);
  await sql`create unique index film_share_token_uq on film_share (hos_id, token_hash)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index film_share_token_uq`.execute(db);
  await sql`create unique index film_share_token_uq on film_share (token_hash)`.execute(db);

  await sql`alter table upload_file drop constraint upload_file_storage_key_uq`.execute(db);
  await sql`alter table upload_file add constraint upload_file_storage_key_uq unique (storage_key)`.execute(
    db,
  );

  await sql`alter table refund_request drop constraint refund_request_pk`.execute(db);
  await sql`alter table refund_request add constraint refund_request_pkey primary key (request_id)`.execute(
    db,
  );

  await sql`alter table recon_mismatch drop constraint recon_mismatch_found_run_fk`.execute(db);
  await sql`alter table recon_mismatch drop constraint recon_mismatch_last_run_fk`.execute(db);
  await sql`alter table recon_mismatch drop constraint recon_mismatch_pk`.execute(db);
  await sql`alter table recon_mismatch add constraint recon_mismatch_pkey primary key (mismatch_id)`.execute(
    db,
  );
  await sql`alter table recon_run drop constraint recon_run_pk`.execute(db);
  await sql`alter table recon_run add constraint recon_run_pkey primary key (run_id)`.execute(db);
  await sql`alter table recon_mismatch add constraint recon_mismatch_found_run_id_fkey
              foreign key (found_run_id) references recon_run (run_id)`.execute(db);
  await sql`alter table recon_mismatch add constraint recon_mismatch_last_run_id_fkey
              foreign key (last_run_id) references recon_run (run_id)`.execute(db);
}
