import type { z } from 'zod';
import { AA_TEXT_CONTRAST, themeContrastFailures, type HosId } from '@portal/shared';
import {
  settingContentSchemas,
  type SettingContent,
  type SettingKind,
  type saveSettingBody,
  type settingSchema,
  type settingVersionSummarySchema,
} from '@portal/shared/console';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordAudit } from '../staff/audit.service.ts';
import type { StaffContext } from '../staff/staff-context.ts';
import { evictHospitalReads } from './settings.cache.ts';
import { readDocument, writeDocument } from './settings.documents.ts';
import * as repo from './settings.repository.ts';

/**
 * The settings editors (docs/hospital-settings.md): a save checks the document, writes the live tables, appends the
 * version and the audit row in one transaction, then drops this instance's cached reads of the hospital.
 */

type Setting = z.output<typeof settingSchema>;
type VersionSummary = z.output<typeof settingVersionSummarySchema>;

/** Who the version before the console is saved by. */
const BEFORE_CONSOLE = 'before the console';

/** The document of `kind` checked: its schema (SETTINGS002 names the field), then a theme's contrast (SETTINGS003). */
export function checkContent<K extends SettingKind>(kind: K, content: unknown): SettingContent[K] {
  const parsed = (settingContentSchemas[kind] as unknown as z.ZodType<SettingContent[K]>).safeParse(
    content,
  );
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path.join('.') ?? '';
    throw new AppError('SETTINGS002', { field: path || kind });
  }
  if (kind === 'theme') {
    const [failure] = themeContrastFailures(parsed.data as SettingContent['theme']);
    if (failure)
      throw new AppError('SETTINGS003', {
        token: failure.token,
        ratio: failure.ratio.toFixed(2),
        against: failure.on === 'white' ? 'white' : failure.on,
        needed: AA_TEXT_CONTRAST,
      });
  }
  return parsed.data;
}

async function requireHospital(db: Db, hosId: HosId) {
  const hospital = await repo.findHospitalRow(db, hosId);
  if (!hospital) throw new AppError('HOSPITAL001', { hosId });
  return hospital;
}

export async function getSetting(db: Db, hosId: HosId, kind: SettingKind): Promise<Setting> {
  await requireHospital(db, hosId);
  const [content, version] = await Promise.all([
    readDocument(db, hosId, kind),
    repo.latestVersion(db, hosId, kind),
  ]);
  const row = version > 0 ? await repo.findVersion(db, hosId, kind, version) : undefined;
  return {
    kind,
    version,
    content,
    savedAt: row?.saved_at.toISOString() ?? null,
    savedBy: row?.saved_by_name ?? null,
  };
}

export async function listVersions(
  db: Db,
  hosId: HosId,
  kind: SettingKind,
): Promise<VersionSummary[]> {
  await requireHospital(db, hosId);
  const rows = await repo.listVersions(db, hosId, kind);
  return rows.map((r) => ({
    version: r.version,
    savedAt: r.saved_at.toISOString(),
    savedBy: r.saved_by_name,
    restoredFrom: r.restored_from,
  }));
}

export async function getVersion(
  db: Db,
  hosId: HosId,
  kind: SettingKind,
  version: number,
): Promise<Setting> {
  await requireHospital(db, hosId);
  const row = await repo.findVersion(db, hosId, kind, version);
  if (!row) throw new AppError('SETTINGS004', { version });
  return {
    kind,
    version: row.version,
    content: row.content,
    savedAt: row.saved_at.toISOString(),
    savedBy: row.saved_by_name,
  };
}

interface Commit<K extends SettingKind> {
  kind: K;
  content: SettingContent[K];
  staff: StaffContext;
  /** The version the editor started from; undefined for a restore, which goes on top of whatever is latest. */
  baseVersion?: number;
  restoredFrom?: number;
}

async function commit<K extends SettingKind>(db: Db, hosId: HosId, c: Commit<K>): Promise<Setting> {
  const saved = await db.transaction().execute(async (trx) => {
    if (!(await repo.lockHospital(trx, hosId))) throw new AppError('HOSPITAL001', { hosId });
    let latest = await repo.latestVersion(trx, hosId, c.kind);
    if (c.baseVersion !== undefined && c.baseVersion !== latest)
      throw new AppError('SETTINGS001', { version: latest });
    const before = await readDocument(trx, hosId, c.kind);
    if (latest === 0) {
      // The state before the console's first save of this kind, so that it can be restored.
      await repo.insertVersion(trx, hosId, {
        kind: c.kind,
        version: 1,
        content: before,
        savedBy: null,
        savedByName: BEFORE_CONSOLE,
        restoredFrom: null,
      });
      latest = 1;
    }
    await writeDocument(trx, hosId, c.kind, c.content);
    // What the tables now hold is the version: the same document getSetting answers.
    const after = await readDocument(trx, hosId, c.kind);
    const row = await repo.insertVersion(trx, hosId, {
      kind: c.kind,
      version: latest + 1,
      content: after,
      savedBy: c.staff.staffId,
      savedByName: c.staff.name,
      restoredFrom: c.restoredFrom ?? null,
    });
    await recordAudit(trx, {
      hosId,
      staff: c.staff,
      action: c.restoredFrom === undefined ? 'settings.save' : 'settings.restore',
      target:
        c.restoredFrom === undefined
          ? `${c.kind} v${row.version}`
          : `${c.kind} v${row.version} (from v${c.restoredFrom})`,
      before,
      after,
    });
    return { row, after };
  });
  evictHospitalReads(db, hosId);
  return {
    kind: c.kind,
    version: saved.row.version,
    content: saved.after,
    savedAt: saved.row.saved_at.toISOString(),
    savedBy: saved.row.saved_by_name,
  };
}

export async function saveSetting(
  db: Db,
  hosId: HosId,
  kind: SettingKind,
  body: z.output<typeof saveSettingBody>,
  staff: StaffContext,
): Promise<Setting> {
  const content = checkContent(kind, body.content);
  await requireHospital(db, hosId);
  return commit(db, hosId, { kind, content, staff, baseVersion: body.baseVersion });
}

/** A restore is a new version with the old one's content, checked like a save (the hospital may have changed since). */
export async function restoreVersion(
  db: Db,
  hosId: HosId,
  kind: SettingKind,
  version: number,
  staff: StaffContext,
): Promise<Setting> {
  await requireHospital(db, hosId);
  const row = await repo.findVersion(db, hosId, kind, version);
  if (!row) throw new AppError('SETTINGS004', { version });
  const content = checkContent(kind, row.content);
  return commit(db, hosId, { kind, content, staff, restoredFrom: version });
}
