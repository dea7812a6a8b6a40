/**
 * The deposit runs low when what is left of it after the costs so far is under the
 * hospital's threshold (config lowDepositWarning, yuan). Pure: the server says it, the web shows it.
 */
export function lowDeposit(deposit: number, costs: number, thresholdFen: number): boolean {
  return deposit - costs < thresholdFen;
}

/** What a settlement asks of the patient: pay the balance due, get the surplus back, or nothing. */
export function settlementAction(difference: number): 'pay' | 'refund' | 'none' {
  return difference > 0 ? 'pay' : difference < 0 ? 'refund' : 'none';
}
