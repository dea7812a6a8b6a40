import { createHash } from 'node:crypto';
import { hospitalToday, zonedInstant, type HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { HisPhysical, HisPhysicalReport, HisText } from '../physical.ts';
import { DEMO_PHYSICAL_PACKAGES } from './demo-physical.ts';
import { mulberry32 } from './demo-prng.ts';
import type { Clock } from './sandbox-inpatient.ts';

/**
 * The built-in HIS's physical-exam centre: the demo packages (demo-physical.ts) at every hospital,
 * and a report for an exam once its day is over in the hospital's zone (`clock`, so tests move time), made up
 * reproducibly from the booking and the person — the same report on every read.
 */
const t = (en: string, zh: string): HisText => ({ 'en-US': en, 'zh-CN': zh });

export function createSandboxPhysical(db: Db, clock: Clock): HisPhysical {
  async function timeZoneOf(hosId: HosId) {
    const row = await db
      .selectFrom('hospital')
      .select('time_zone')
      .where('hos_id', '=', hosId)
      .executeTakeFirst();
    return row?.time_zone ?? 'Asia/Shanghai';
  }
  return {
    async packages() {
      return DEMO_PHYSICAL_PACKAGES.map((p) => ({ ...p, items: [...p.items] }));
    },
    async report(hosId, exam) {
      const pack = DEMO_PHYSICAL_PACKAGES.find((p) => p.packageId === exam.packageId);
      const timeZone = await timeZoneOf(hosId);
      if (!pack || hospitalToday(clock(), timeZone) <= exam.examDate) return undefined;
      const seed = createHash('sha256')
        .update(`${hosId}\n${exam.bookingId}\n${exam.person.certType}\n${exam.person.certNo}`)
        .digest()
        .readUInt32BE(0);
      const prng = mulberry32(seed);
      const items = pack.items.map((i) => {
        const normal = prng.chance(0.85);
        return {
          name: i.name,
          normal,
          result: normal
            ? t('Within normal limits', '未见异常')
            : t(
                'Slightly outside the reference range: recheck in 3 months',
                '轻度超出参考范围，建议 3 个月后复查',
              ),
        };
      });
      const abnormal = items.filter((i) => !i.normal).length;
      const report: HisPhysicalReport = {
        reportedAt: zonedInstant(exam.examDate, '17:00', timeZone),
        items,
        conclusion:
          abnormal === 0
            ? t(
                'No abnormal findings. Keep a balanced diet and regular exercise; next check-up in one year.',
                '未见明显异常。保持均衡饮食与规律运动，建议一年后复查。',
              )
            : t(
                `${abnormal} item(s) outside the reference range: see the items above and consult the health-management clinic.`,
                `${abnormal} 项超出参考范围，请参阅上方项目并到健康管理门诊咨询。`,
              ),
      };
      return report;
    },
  };
}
