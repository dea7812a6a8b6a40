import type { TransmitFeeFields } from './record.schema.ts';

/** The five characters XML gives a meaning to, as their predefined entities (XML 1.0 §4.6). */
const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/** The order of the fields in the document: PatId, PlatformId, PlatformUserId, ScheduleItemCode. */
const FIELD_ORDER = [
  'PatId',
  'PlatformId',
  'PlatformUserId',
  'ScheduleItemCode',
] as const satisfies readonly (keyof TransmitFeeFields)[];

/**
 * The XML document of ordinaryTransmitLogin: `<Request>` with PatId, PlatformId, PlatformUserId and
 * ScheduleItemCode, no DOCTYPE (the server refuses one). Built by hand: four escaped text elements need no library
 * in the web bundle; the server parses it with fast-xml-parser.
 */
export function transmitFeeXml(fields: TransmitFeeFields): string {
  const body = FIELD_ORDER.map((name) => `<${name}>${escapeXml(fields[name])}</${name}>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><Request>${body}</Request>`;
}
