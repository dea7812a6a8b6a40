import { titleByFee } from './doctor-rank.ts';

/**
 * The title a patient sees: where the hospital enables it (config titleByFee) the
 * session's registration fee decides it; a fee the mapping does not cover keeps the doctor's own title.
 */
export function shownTitle(
  config: { titleByFee: boolean },
  ownTitle: string,
  regFeeFen: number | null | undefined,
): string {
  return (config.titleByFee ? titleByFee(regFeeFen) : null) ?? ownTitle;
}
