import type { TestApp } from '../../../test/test-app.ts';
import { bearer, get, post } from '../../../test/auth-helpers.ts';
import { filmContractData, type ContractFilmStudy } from '../../his/films.contract.ts';
import { insertTestFilms } from '../../his/sandbox/films.fixtures.ts';
import { H } from '../payments/payments.fixtures.ts';
import { queryFixtures } from './queries.fixtures.ts';

/** Cloud-film API tests: readers (a proven-linked patient each), their studies filed in the sandbox HIS, the calls. */
export function filmFixtures(t: TestApp) {
  const q = queryFixtures(t);
  let n = 0;
  type Reader = Awaited<ReturnType<typeof q.reader>>;

  /** A study of the reader's person (two series, five images), overridable field by field. */
  function study(
    u: Pick<Reader, 'certNo'>,
    over: Partial<ContractFilmStudy> & { studyAt: Date },
  ): ContractFilmStudy {
    const base = filmContractData(`FT${u.certNo.slice(-6)}x${++n}`, 'Asia/Shanghai').studies[1]!;
    return {
      ...base,
      person: { certType: 0, certNo: u.certNo },
      patientName: 'Test Person',
      reportedAt: new Date(over.studyAt.getTime() + 3_600_000),
      ...over,
    };
  }
  async function file(studies: ContractFilmStudy[], hosId = H): Promise<string[]> {
    await t.db.transaction().execute((trx) => insertTestFilms(trx, hosId, studies));
    return studies.map((s) => s.studyId);
  }

  const qs = (params: Record<string, string | number | undefined>) =>
    Object.entries({ hosId: H, ...params })
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
      .join('&');
  const auth = (token: string | null) => (token ? bearer(token) : {});
  const list = (u: { token: string | null }, params: Record<string, string | number | undefined>) =>
    get(t.app, `/feature/api/film/list?${qs(params)}`, { headers: auth(u.token) });
  const detail = (u: { token: string | null }, studyId: string) =>
    get(t.app, `/feature/api/film/info?${qs({ studyId })}`, { headers: auth(u.token) });
  const share = (u: { token: string | null }, studyId: string, days: number | string = 3) =>
    post(
      t.app,
      '/feature/api/film/share/create',
      { hosId: H, studyId, days },
      { headers: auth(u.token) },
    );
  const shares = (u: { token: string | null }, studyId: string) =>
    get(t.app, `/feature/api/film/share/list?${qs({ studyId })}`, { headers: auth(u.token) });
  const revoke = (u: { token: string | null }, shareId: string) =>
    post(
      t.app,
      '/feature/api/film/share/revoke',
      { hosId: H, shareId },
      { headers: auth(u.token) },
    );
  const open = (token: string, code: string, remoteAddress?: string) =>
    post(
      t.app,
      '/feature/api/film/share/open',
      { hosId: H, token, code },
      remoteAddress ? { remoteAddress } : {},
    );
  /** GET of an image address as a study answered it (path and query). */
  const image = (url: string, token: string | null = null) =>
    get(t.app, url, { headers: auth(token) });
  const accessLog = async (u: Reader) =>
    (
      await get(t.app, `/patient/api/patient/access-log?hosId=${H}&patientId=${u.patientId}`, {
        headers: bearer(u.token),
      })
    ).json().data as { action: string; ip: string }[];

  /** Opens or closes the hospital's cloud film. */
  const setFilmModule = (open: boolean) =>
    t.db
      .updateTable('function_module')
      .set({ is_use: open ? '1' : '0' })
      .where('hos_id', '=', H)
      .where('module_id', '=', 'cloud-film')
      .execute();

  /** The token of a created share's link path. */
  const tokenOf = (linkPath: string) => new URL(linkPath, 'http://x').searchParams.get('token')!;

  return {
    reader: q.reader,
    study,
    file,
    list,
    detail,
    share,
    shares,
    revoke,
    open,
    image,
    accessLog,
    setFilmModule,
    tokenOf,
  };
}

export type FilmFixtures = ReturnType<typeof filmFixtures>;
