/**
 * How Alipay writes times and amounts: times as Beijing wall-clock time 'yyyy-MM-dd HH:mm:ss' (China keeps UTC+8 all
 * year, so the offset is fixed), amounts as yuan with at most two decimals.
 */
const BEIJING_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

/** The instant of an Alipay time; null when the text is not one. */
export function beijingInstant(text: string | undefined): Date | null {
  const m = BEIJING_TIME.exec((text ?? '').trim());
  if (!m) return null;
  const at = new Date(`${m[1]}T${m[2]}+08:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Alipay's yuan ('25', '25.5', '25.50', '-5.00') as integer fen, exact; null when the text is not an amount. */
export function fenOfYuan(text: string | undefined): number | null {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec((text ?? '').trim());
  if (!m) return null;
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -fen : fen;
}
