import type { HosId } from '@portal/shared';
import { LOGO_FILE_PATH } from '@portal/shared/console';
import { AppError } from '../../errors/app-error.ts';
import type { ReceivedFile } from '../uploads/upload-spool.ts';
import {
  openHospitalImage,
  storeHospitalImage,
  type UploadDeps,
} from '../uploads/uploads.service.ts';
import { recordAudit } from '../staff/audit.service.ts';
import type { StaffContext } from '../staff/staff-context.ts';
import * as repo from './settings.repository.ts';

/**
 * A hospital's logo (docs/hospital-settings.md#facts): uploaded in the console, kept for good (an old version of the
 * facts may name it), served to anyone at LOGO_FILE_PATH. The upload only stores the file; the facts document's
 * `logo` is what the portal shows, changed by saving the facts.
 */
export async function uploadLogo(
  deps: UploadDeps,
  hosId: HosId,
  staff: StaffContext,
  file: ReceivedFile,
): Promise<{ path: string }> {
  if (!(await repo.findHospitalRow(deps.db, hosId))) throw new AppError('HOSPITAL001', { hosId });
  const { fileId, ext } = await storeHospitalImage(
    deps,
    { hosId, userId: staff.staffId },
    'logo',
    file,
    async (trx, id) => {
      await repo.attachLogo(trx, hosId, id);
      await recordAudit(trx, {
        hosId,
        staff,
        action: 'settings.logo.upload',
        target: id,
        after: { name: file.name, size: file.size },
      });
    },
  );
  return {
    path: LOGO_FILE_PATH.replace(':hosId', hosId).replace(':file', `${fileId}.${ext}`),
  };
}

const FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([a-z0-9]{1,5})$/;

/** The logo's bytes, or null for anything that is not one of this hospital's logos (one answer for every case). */
export async function openLogo(deps: UploadDeps, hosId: HosId, file: string) {
  const m = FILE.exec(file);
  if (!m) return null;
  const opened = await openHospitalImage(deps, hosId, 'logo', m[1]!);
  if (!opened || opened.row.storage_key !== `logo/${file}`) return null;
  return opened;
}
