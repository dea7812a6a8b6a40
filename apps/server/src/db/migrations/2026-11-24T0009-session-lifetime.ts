import { sql, type Kysely } from 'kysely';

/**
 * docs/adr/0007-session-storage.md: sessions end after an idle window and an absolute lifetime,
 * and use renews them. The check stays one statement per signed-in request (the booking hot path, docs/adr/0005):
 * this function reads the live session and writes it only when a renewal is due. As a function its plans are
 * cached per connection; the same logic as a data-modifying CTE cost about twice the plain lookup to plan, on every
 * request (measured on PostgreSQL 15, 2026-11-24).
 *
 * idle/max/renew_below are seconds; renew_below is how much of the idle window may be left before a call renews.
 * A null hos_id matches any hospital (logout names none: the token alone identifies its session).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function auth_live_session(p_token_hash text, p_hos_id text, p_idle double precision, p_max double precision,
                                      p_renew_below double precision)
      returns table (hos_id text, user_id text, token_hash text, phone text, expires_at timestamptz)
      language plpgsql volatile as $$
    #variable_conflict use_column
    declare
      live record;
    begin
      select s.hos_id, s.user_id, s.token_hash, u.phone, s.created_at, s.expires_at into live
        from auth_session s
        join app_user u on u.hos_id = s.hos_id and u.user_id = s.user_id
       where s.token_hash = p_token_hash and s.revoked_at is null and s.expires_at > now()
         and s.created_at > now() - make_interval(secs => p_max)
         and (p_hos_id is null or s.hos_id = p_hos_id);
      if not found then
        return;
      end if;
      if live.expires_at < now() + make_interval(secs => p_renew_below)
         and live.expires_at < live.created_at + make_interval(secs => p_max) then
        update auth_session a
           set expires_at = least(now() + make_interval(secs => p_idle), live.created_at + make_interval(secs => p_max))
         where a.hos_id = live.hos_id and a.token_hash = live.token_hash and a.revoked_at is null
        returning a.expires_at into live.expires_at;
        -- Revoked between the read and the write: the session has just ended.
        if not found then
          return;
        end if;
      end if;
      return query select live.hos_id, live.user_id, live.token_hash, live.phone, live.expires_at;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function auth_live_session(text, text, double precision, double precision, double precision)`.execute(
    db,
  );
}
