/**
 * The hospital's arrival rule has one source, config arriveEarlyMinutes: the record, the check-in notice and the
 * reminders compute "arrive by" from it. Hospital texts written by hand (tips, notices, captions, lectures) may state
 * the same number in prose; these are the phrasings that state it, so such texts can be checked against the config.
 */
const ARRIVAL_PHRASES: readonly RegExp[] = [
  // "arrive 30 minutes early", "arrive at least 30 minutes before your appointment"
  /\barrive\s+(?:at\s+least\s+)?(\d+)\s+minutes\s+(?:early|before)\b/gi,
  // "提前30分钟到院", "提前 30 分钟到达"
  /提前\s*(\d+)\s*分钟\s*(?:到院|到达|来院)/g,
];

/** The arrival minutes an HTML or plain text states, in order of appearance per phrasing; [] when it states none. */
export function statedArrivalMinutes(text: string): number[] {
  const plain = text.replace(/<[^>]*>/g, '');
  return ARRIVAL_PHRASES.flatMap((phrase) => [...plain.matchAll(phrase)].map((m) => Number(m[1])));
}
