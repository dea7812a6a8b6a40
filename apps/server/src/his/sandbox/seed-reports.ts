import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { demoFilms } from './demo-films.ts';
import { demoMedicine } from './demo-medicine.ts';
import { demoPathology } from './demo-pathology.ts';
import { demoPrices } from './demo-prices.ts';
import { insertPathologies } from './pathology-data.ts';
import { insertPriceItems } from './prices-data.ts';
import { demoReports, type DemoPerson } from './demo-reports.ts';
import { insertFilmStudies } from './films-data.ts';
import { insertMedicine } from './medicine-data.ts';
import { insertDictionaries, insertReports } from './sandbox-data.ts';
import type { DemoHisFile } from '../../demo/demo.schema.ts';
import { insertDemoFees } from './seed-fees.ts';

/**
 * The built-in HIS's dictionaries and reports of one demo hospital, loaded through the sandbox HIS's own
 * loader (the only code that writes its tables). Reports are generated for every person his.json knows — its
 * `patients` and its card holders — so the demo accounts' patients and any card holder linked later have years of them.
 */
export async function insertHisQueries(
  trx: Db,
  hosId: HosId,
  timeZone: string,
  his: DemoHisFile,
  now = new Date(),
) {
  await insertDictionaries(trx, hosId, his.dictionaries ?? {});
  const persons = new Map<string, DemoPerson>();
  const key = (p: { certType: number; certNo: string }) => `${p.certType}|${p.certNo}`;
  for (const p of his.patients)
    persons.set(key(p), {
      certType: p.certType,
      certNo: p.certNo,
      patientName: p.patientName,
      inpatient: false,
    });
  for (const c of his.cards) {
    const known = persons.get(key(c)) ?? {
      certType: c.certType,
      certNo: c.certNo,
      patientName: c.patientName,
      inpatient: false,
    };
    persons.set(key(c), { ...known, inpatient: known.inpatient || c.clinicType === 2 });
  }
  const deptName = new Map(his.departments.map((d) => [d.deptId, d.deptName]));
  const doctors = his.doctors
    .filter((d) => !d.isStop)
    .map((d) => ({ doctorName: d.doctorName, deptName: deptName.get(d.deptId) ?? '' }));
  const stays = (his.stays ?? []).flatMap((s) => {
    const card = his.cards.find((c) => c.cardId === s.cardId);
    return card
      ? [
          {
            certType: card.certType,
            certNo: card.certNo,
            deptName: s.deptName,
            doctorName: s.doctorName,
            admittedDaysAgo: s.admittedDaysAgo,
          },
        ]
      : [];
  });
  const reports = demoReports({
    hosId,
    timeZone,
    now,
    persons: [...persons.values()],
    doctors,
    stays,
  });
  await insertReports(trx, hosId, reports);
  // Prescriptions and discharge medicine: years of outpatient prescriptions, the medicines taken home from a stay.
  await insertMedicine(
    trx,
    hosId,
    demoMedicine({
      hosId,
      timeZone,
      now,
      persons: [...persons.values()],
      doctors,
      stays,
      reports,
      statuses: (his.dictionaries?.prescription_status ?? []).map((s) => s.value),
    }),
  );
  // Payment query and daily bill: fees of the reports' visits, daily items of each stay (current and past).
  await insertDemoFees(trx, {
    hosId,
    timeZone,
    now,
    persons: [...persons.values()],
    reports,
    payModes: (his.dictionaries?.pay_mode ?? []).map((m) => m.value),
  });
  // Cloud film: a few imaging studies per person, images from the files shipped in demo/films.
  await insertFilmStudies(
    trx,
    hosId,
    demoFilms({ hosId, timeZone, now, persons: [...persons.values()], doctors }),
  );
  // Pathology: a result or two per person; the price catalogue: a few thousand items in the hospital's price_search_type categories.
  await insertPathologies(
    trx,
    hosId,
    demoPathology({ hosId, timeZone, now, persons: [...persons.values()], doctors }),
  );
  await insertPriceItems(
    trx,
    hosId,
    demoPrices(
      hosId,
      (his.dictionaries?.price_search_type ?? []).map((c) => c.value),
    ),
  );
}
