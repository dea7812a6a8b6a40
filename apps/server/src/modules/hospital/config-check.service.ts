import {
  configProblems,
  hasConfigProblems,
  readHospitalConfig,
  type SmsProvider,
} from '@portal/shared';
import type { Db } from '../../db/database.ts';
import * as repo from './hospital.repository.ts';

/**
 * At start: one warning per hospital whose stored configuration has keys the registry does not know (nothing reads
 * them), known keys under another group (a page loading its groups misses them) or values that do not parse (the
 * default is used instead), so the people running the portal learn it before a patient meets the default
 * (docs/configuration.md).
 */
export async function warnConfigProblems(
  db: Db,
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  for (const { hos_id: hosId } of await repo.listHospitalIds(db)) {
    const rows = await repo.listAllConfigItems(db, hosId);
    const problems = configProblems(
      rows.map((r) => ({
        configType: r.config_type,
        configKey: r.config_key,
        configValue: r.config_value,
      })),
    );
    if (!hasConfigProblems(problems)) continue;
    const parts = [
      problems.unknownKeys.length > 0 && `unknown keys ${problems.unknownKeys.join(', ')}`,
      problems.wrongGroup.length > 0 && `keys in another group ${problems.wrongGroup.join(', ')}`,
      problems.malformed.length > 0 &&
        `values that do not parse, so the default is used: ${problems.malformed.join(', ')}`,
    ].filter(Boolean);
    log.warn({ hosId, ...problems }, `Hospital ${hosId} configuration: ${parts.join('; ')}`);
  }
}

/**
 * At start: one warning per hospital set to an SMS provider this server has no keys for (docs/sms.md): its code
 * requests answer C030 until the keys are in the environment or the hospital picks another provider.
 */
export async function warnUnavailableSmsProviders(
  db: Db,
  available: readonly SmsProvider[],
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  for (const { hos_id: hosId } of await repo.listHospitalIds(db)) {
    const rows = await repo.listConfigItems(db, hosId, ['SMS']);
    const { smsProvider } = readHospitalConfig(
      rows.map((r) => ({
        configType: r.config_type,
        configKey: r.config_key,
        configValue: r.config_value,
      })),
    );
    if (!available.includes(smsProvider as SmsProvider))
      log.warn(
        { hosId, smsProvider, available },
        `Hospital ${hosId} sends texts through ${smsProvider}, which this server has no keys for: its texts answer C030`,
      );
  }
}
