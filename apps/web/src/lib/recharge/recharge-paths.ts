import { ClinicType, formatYuan } from '@portal/shared';

/** Clinic type 1 outpatient card, 2 inpatient (deposit) card: the two recharge functions. */
export type RechargeClinicType =
  typeof ClinicType.OUTPATIENT_CARD | typeof ClinicType.INPATIENT_CARD;

const SLUGS: Record<RechargeClinicType, 'out' | 'in'> = { 1: 'out', 2: 'in' };

/** /recharge/{out|in}/homepage and its children recharge and record. */
export function rechargePaths(clinicType: RechargeClinicType) {
  const home = `/recharge/${SLUGS[clinicType]}/homepage`;
  return { home, topUp: `${home}/recharge`, record: `${home}/record` };
}

/** The clinic type a recharge page serves, from its path ('/recharge/in/…' is the inpatient deposit). */
export function clinicTypeOfPath(pathname: string): RechargeClinicType {
  return pathname.startsWith('/recharge/in/')
    ? ClinicType.INPATIENT_CARD
    : ClinicType.OUTPATIENT_CARD;
}

/** The title of each function's home: 'Outpatient card' / 'Inpatient deposit' (the route table's titles). */
export const RECHARGE_TITLE_KEYS: Record<RechargeClinicType, string> = {
  1: 'ui.outpatientRecharge',
  2: 'ui.inpatientRecharge',
};

/** The outpatient top-up page for one patient's card, the amount filled in (whole fen as yuan text: '165.00'). */
export function cardTopUpLink(patientId: string, amountFen: number): string {
  const params = new URLSearchParams({ patientId, amount: formatYuan(amountFen) });
  return `${rechargePaths(ClinicType.OUTPATIENT_CARD).topUp}?${params.toString()}`;
}
