import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LectureKind, HosId } from '@portal/shared';

/** Kysely only; (db, hosId, …) first and every statement filters on hos_id (docs/architecture.md#tenancy-every-row-carries-hos_id). */

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface LectureFilter {
  /** The kinds listed: the one asked for, or every kind the hospital publishes. */
  kinds: readonly LectureKind[];
  categoryId?: string;
  keyword?: string;
  lang: string;
}

function filtered(db: Db, hosId: HosId, f: LectureFilter) {
  let q = db
    .selectFrom('lecture as l')
    .where('l.hos_id', '=', hosId)
    .where('l.status', '=', 'published');
  q = q.where('l.kind', 'in', f.kinds);
  if (f.categoryId) q = q.where('l.category_id', '=', f.categoryId);
  if (f.keyword) {
    const like = `%${escapeLike(f.keyword)}%`;
    // The title and summary as written and as translated into any language: a patient finds a lecture by the words
    // they read, whichever language the page is in.
    q = q.where((eb) =>
      eb.or([
        eb('l.title', 'ilike', like),
        eb('l.summary', 'ilike', like),
        eb.exists(
          eb
            .selectFrom('content_translation as t')
            .select(sql`1`.as('one'))
            .whereRef('t.hos_id', '=', 'l.hos_id')
            .where('t.kind', '=', 'lecture')
            .whereRef('t.ref', '=', 'l.lecture_id')
            .where('t.field', 'in', ['title', 'summary'])
            .where('t.text', 'ilike', like),
        ),
      ]),
    );
  }
  return q;
}

export async function listLectures(
  db: Db,
  hosId: HosId,
  f: LectureFilter,
  page: number,
  pageSize: number,
) {
  const [rows, total] = await Promise.all([
    filtered(db, hosId, f)
      .selectAll('l')
      .orderBy('l.published_at', 'desc')
      .orderBy('l.lecture_id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered(db, hosId, f)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** A published lecture: a draft is the console's, and answers patients as an unknown lecture. */
export function findLecture(db: Db, hosId: HosId, lectureId: string) {
  return db
    .selectFrom('lecture')
    .selectAll()
    .where('hos_id', '=', hosId)
    .where('lecture_id', '=', lectureId)
    .where('status', '=', 'published')
    .executeTakeFirst();
}

/** Categories with how many published lectures of `kinds` each holds (of every kind when not given). */
export function listCategories(db: Db, hosId: HosId, kinds?: readonly LectureKind[]) {
  return db
    .selectFrom('lecture_category as c')
    .leftJoin('lecture as l', (j) => {
      const on = j
        .onRef('l.hos_id', '=', 'c.hos_id')
        .onRef('l.category_id', '=', 'c.category_id')
        .on('l.status', '=', 'published');
      return kinds ? on.on('l.kind', 'in', kinds) : on;
    })
    .select([
      'c.category_id',
      'c.name',
      'c.sort',
      (eb) => eb.fn.count<string>('l.lecture_id').as('n'),
    ])
    .where('c.hos_id', '=', hosId)
    .groupBy(['c.category_id', 'c.name', 'c.sort'])
    .orderBy('c.sort')
    .orderBy('c.category_id')
    .execute();
}

/**
 * One view per viewer and lecture: the view row and the count move together in one statement, so a refresh (same
 * viewer) adds nothing and two views at once never lose a count.
 */
export async function recordView(
  db: Db,
  hosId: HosId,
  lectureId: string,
  viewerId: string,
): Promise<{ readCount: number; counted: boolean } | undefined> {
  const result = await sql<{ read_count: string; counted: boolean }>`
    with v as (
      insert into lecture_view (hos_id, lecture_id, viewer_id)
      select hos_id, lecture_id, ${viewerId} from lecture
       where hos_id = ${hosId} and lecture_id = ${lectureId} and status = 'published'
      on conflict do nothing
      returning lecture_id
    ), u as (
      update lecture set read_count = read_count + 1
       where hos_id = ${hosId} and lecture_id in (select lecture_id from v)
      returning read_count
    )
    select coalesce((select read_count from u), l.read_count) as read_count, exists (select 1 from u) as counted
      from lecture l where l.hos_id = ${hosId} and l.lecture_id = ${lectureId} and l.status = 'published'`.execute(
    db,
  );
  const row = result.rows[0];
  return row ? { readCount: Number(row.read_count), counted: row.counted } : undefined;
}

/**
 * Deletes up to `limit` view rows older than `before`, any hospital's; rows another pass holds are skipped (FOR UPDATE
 * SKIP LOCKED), so passes on several instances at once delete each row once. The number deleted.
 */
export async function pruneViews(db: Db, before: Date, limit: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    with old as (
      select hos_id, lecture_id, viewer_id from lecture_view where viewed_at < ${before} limit ${limit} for update skip locked
    ), gone as (
      delete from lecture_view v using old
       where v.hos_id = old.hos_id and v.lecture_id = old.lecture_id and v.viewer_id = old.viewer_id
      returning 1
    )
    select count(*)::int as n from gone`.execute(db);
  return rows[0]?.n ?? 0;
}
