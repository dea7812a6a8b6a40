import { ClinicType } from '@portal/shared';

/** SPEC §3 clinic type 1 outpatient card, 2 inpatient (deposit) card: the two recharge functions. */
export type RechargeClinicType = typeof ClinicType.OUTPATIENT_CARD | typeof ClinicType.INPATIENT_CARD;

const SLUGS: Record<RechargeClinicType, 'out' | 'in'> = { 1: 'out', 2: 'in' };

/** SPEC §2 /recharge/{out|in}/homepage and its children recharge and record. */
export function rechargePaths(clinicType: RechargeClinicType) {
  const home = `/recharge/${SLUGS[clinicType]}/homepage`;
  return { home, topUp: `${home}/recharge`, record: `${home}/record` };
}

/** The clinic type a recharge page serves, from its path ('/recharge/in/…' is the inpatient deposit). */
export function clinicTypeOfPath(pathname: string): RechargeClinicType {
  return pathname.startsWith('/recharge/in/') ? ClinicType.INPATIENT_CARD : ClinicType.OUTPATIENT_CARD;
}

/** The title of each function: 'outpatient recharge' / 'inpatient recharge' (the route table's titles). */
export const RECHARGE_TITLE_KEYS: Record<RechargeClinicType, string> = { 1: 'ui.outpatientRecharge', 2: 'ui.inpatientRecharge' };
