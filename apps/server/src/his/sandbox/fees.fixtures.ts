import type { Db } from '../../db/database.ts';
import type { ContractFee, ContractStay } from '../fees.contract.ts';
import type { HisPerson } from '../his.ts';
import { insertFees, insertStayDays, insertStays } from './fees-data.ts';
import { stayIdOf } from './sandbox-fees.ts';

let cards = 0;

/** A card of the person in the sandbox (stays hang on inpatient cards, clinic type 2); its id. */
export async function insertCard(
  db: Db,
  hosId: string,
  person: HisPerson,
  patientName: string,
  clinicType = 2,
): Promise<string> {
  const cardId = `FC-${Date.now().toString(36)}-${++cards}`;
  await db
    .insertInto('his_card')
    .values({
      hos_id: hosId,
      card_id: cardId,
      card_no: cardId,
      clinic_type: clinicType,
      card_type: 1,
      cert_type: person.certType,
      cert_no: person.certNo,
      patient_name: patientName,
      state: 'normal',
      balance: 0,
    })
    .execute();
  return cardId;
}

/** Tests' way into the sandbox HIS's fees and stays: what the hospital would have charged, written by the sandbox's loaders. */
export async function insertTestFees(
  db: Db,
  hosId: string,
  data: { fees: ContractFee[]; stays: ContractStay[] },
) {
  await insertFees(
    db,
    hosId,
    data.fees.map((f) => ({ ...f, certType: f.person.certType, certNo: f.person.certNo })),
  );
  const named = new Map<string, string>();
  for (const f of data.fees) {
    const key = `${f.person.certType}|${f.person.certNo}`;
    if (!named.has(key)) named.set(key, await insertCard(db, hosId, f.person, f.patientName, 1));
  }
  for (const s of data.stays) {
    const cardId = await insertCard(db, hosId, s.person, s.patientName);
    await insertStays(db, hosId, [
      {
        cardId,
        ward: s.ward,
        bed: s.bed,
        deptName: s.deptName,
        doctorName: s.doctorName,
        admittedOn: s.admittedOn,
        dischargedOn: s.dischargedOn,
      },
    ]);
    await insertStayDays(
      db,
      hosId,
      s.days.map((d) => ({ cardId, admittedOn: s.admittedOn, day: d.day, items: d.items })),
    );
  }
}

let feeNo = 0;
/** A paid fee and a current stay with one billed day of the person (the authorization matrix's objects); their ids. */
export async function insertFeeAndStayOf(
  db: Db,
  hosId: string,
  person: HisPerson,
): Promise<{ feeId: string; stayId: string }> {
  const feeId = `FM-${Date.now().toString(36)}-${++feeNo}`;
  const charge = {
    category: 'lab' as const,
    name: 'Lipid panel',
    spec: '',
    quantity: 1,
    unit: 'item',
    price: 4800,
    amount: 4800,
  };
  await insertFees(db, hosId, [
    {
      feeId,
      ...person,
      deptName: 'Cardiology',
      doctorName: 'Test Doctor',
      paymentType: 'lab',
      payMode: 'wechat',
      paidAt: new Date(),
      invoiceNo: `INV-${feeId}`,
      refundedAt: null,
      items: [charge],
    },
  ]);
  const cardId = await insertCard(db, hosId, person, 'Test Person');
  const admittedOn = new Date().toISOString().slice(0, 10);
  await insertStays(db, hosId, [
    {
      cardId,
      ward: 'Test Ward',
      bed: '1',
      deptName: 'Cardiology',
      doctorName: 'Test Doctor',
      admittedOn,
      dischargedOn: null,
    },
  ]);
  await insertStayDays(db, hosId, [
    { cardId, admittedOn, day: admittedOn, items: [{ ...charge, category: 'bed' }] },
  ]);
  return { feeId, stayId: stayIdOf(cardId, admittedOn) };
}
