import { sql } from 'kysely';
import type { z } from 'zod';
import type { HosId } from '@portal/shared';
import type { consoleHospitalSchema, createHospitalBody } from '@portal/shared/console';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordAudit } from '../staff/audit.service.ts';
import type { StaffContext } from '../staff/staff-context.ts';
import { evictHospitalReads } from './settings.cache.ts';
import * as platformRepo from './platform.repository.ts';
import * as repo from './settings.repository.ts';

/** Hospital onboarding (docs/hospital-settings.md#new-hospitals): the platform administrator's calls. */

type ConsoleHospital = z.output<typeof consoleHospitalSchema>;

const toConsoleHospital = (r: {
  hos_id: HosId;
  hos_name: string;
  enabled: boolean;
  time_zone: string;
}): ConsoleHospital => ({
  hosId: r.hos_id,
  hosName: r.hos_name,
  enabled: r.enabled,
  timeZone: r.time_zone,
});

/** A platform administrator sees every hospital; anyone else their own. */
export async function listConsoleHospitals(
  db: Db,
  staff: StaffContext,
): Promise<ConsoleHospital[]> {
  if (staff.role !== 'platformAdmin' && !staff.hosId) return [];
  const rows = await platformRepo.listHospitals(
    db,
    staff.role === 'platformAdmin' ? null : staff.hosId,
  );
  return rows.map(toConsoleHospital);
}

/**
 * What a new hospital takes from its template: the settings the console edits and the static captions. Not the
 * template's facts (name, logo, address, hotline — config servicePhone), areas, HIS data, patients or staff.
 */
const COPIED: { table: string; columns: string[]; except?: ReturnType<typeof sql> }[] = [
  {
    table: 'function_module',
    columns: ['module_id', 'module_name', 'alias', 'subtitle', 'is_use', 'sort'],
  },
  { table: 'menu_group', columns: ['group_id', 'title', 'assembly', 'enabled', 'sort', 'compare'] },
  {
    table: 'menu_item',
    columns: ['group_id', 'item_id', 'alias', 'url', 'sort', 'remark', 'params'],
  },
  {
    table: 'config_item',
    columns: ['config_type', 'config_key', 'config_value'],
    except: sql`config_key = 'servicePhone'`,
  },
  {
    table: 'tip',
    columns: [
      'tip_id',
      'guide_title',
      'guide_content',
      'show_type',
      'button_content',
      'button_type',
      'button_ext',
      'show_ext',
    ],
  },
  { table: 'caption_override', columns: ['lang', 'message_key', 'text'] },
  { table: 'static_caption', columns: ['name', 'content'] },
  {
    table: 'content_translation',
    columns: ['lang', 'kind', 'ref', 'field', 'text'],
    except: sql`kind not in ('function', 'menu-group', 'menu-item', 'config', 'tip', 'caption') or (kind = 'config' and ref like '%.servicePhone')`,
  },
];

export async function createHospital(
  db: Db,
  body: z.output<typeof createHospitalBody>,
  staff: StaffContext,
): Promise<ConsoleHospital> {
  const created = await db.transaction().execute(async (trx) => {
    const template = await repo.findHospitalRow(trx, body.templateHosId);
    if (!template) throw new AppError('HOSPITAL001', { hosId: body.templateHosId });
    const inserted = await platformRepo.insertHospital(trx, {
      hos_id: body.hosId,
      hos_name: body.names['zh-CN'],
      logo: null,
      theme: template.theme,
      time_zone: body.timeZone,
    });
    if (!inserted) throw new AppError('SETTINGS006', { hosId: body.hosId });
    await repo.putTranslation(
      trx,
      body.hosId,
      { lang: 'en-US', kind: 'hospital', ref: body.hosId, field: 'hosName' },
      body.names['en-US'],
    );
    for (const t of COPIED)
      await platformRepo.copyRows(
        trx,
        body.hosId,
        body.templateHosId,
        t.table,
        t.columns,
        t.except,
      );
    const row = await repo.findHospitalRow(trx, body.hosId);
    if (!row) throw new Error('the hospital just created is missing');
    const hospital = toConsoleHospital(row);
    await recordAudit(trx, {
      hosId: null,
      staff,
      action: 'hospital.create',
      target: body.hosId,
      after: { ...hospital, names: body.names, templateHosId: body.templateHosId },
    });
    return hospital;
  });
  evictHospitalReads(db, body.hosId);
  return created;
}

/** Switches a hospital on or off for patients: the hospital list and every call answer it at once on this instance. */
export async function setHospitalEnabled(
  db: Db,
  hosId: HosId,
  enabled: boolean,
  staff: StaffContext,
): Promise<ConsoleHospital> {
  const hospital = await db.transaction().execute(async (trx) => {
    const before = await repo.lockHospital(trx, hosId);
    if (!before) throw new AppError('HOSPITAL001', { hosId });
    await repo.updateHospital(trx, hosId, { enabled });
    await recordAudit(trx, {
      hosId,
      staff,
      action: enabled ? 'hospital.enable' : 'hospital.disable',
      target: hosId,
      before: { enabled: before.enabled },
      after: { enabled },
    });
    return toConsoleHospital({ ...before, enabled });
  });
  evictHospitalReads(db, hosId);
  return hospital;
}
