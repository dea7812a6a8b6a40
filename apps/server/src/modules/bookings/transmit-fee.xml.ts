import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { decryptBody, transmitFeeFieldsSchema, type TransmitFeeFields } from '@portal/shared';
import { AppError } from '../../errors/app-error.ts';

/**
 * XML safety, checked against fast-xml-parser 5.12.1 (its defaults are in src/xmlparser/OptionsBuilder.js):
 * - the library does no I/O and throws 'External entities are not supported' on a SYSTEM entity: no file or URL
 *   is ever read (XXE);
 * - but its DEFAULT `processEntities: true` does expand entities declared in an internal DOCTYPE (bounded only by
 *   maxEntityCount 1000 / maxExpandedLength 100000, still room to amplify; tried: `<!ENTITY a "AAAA">` … `&a;`
 *   parses to "AAAA"), so it is turned off here, and a document that carries a DOCTYPE or an ENTITY declaration
 *   is refused before it reaches the parser at all: the request format has no use for either. Any
 *   `&…;` then stays literal text ("&a;"), which the field schema refuses.
 * Values stay text (`parseTagValue: false`), so '007' is not read as the number 7.
 */
const parser = new XMLParser({
  processEntities: false,
  htmlEntities: false,
  ignoreAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  parseTagValue: false,
  trimValues: true,
  maxNestedTags: 4,
});
const DECLARATIONS = /<!\s*(DOCTYPE|ENTITY)/i;

const invalid = (field: string) => new AppError('C019', { field });

function parseXml(xml: string): unknown {
  if (DECLARATIONS.test(xml) || XMLValidator.validate(xml) !== true) throw invalid('payload');
  try {
    return parser.parse(xml) as unknown;
  } catch {
    throw invalid('payload');
  }
}

/**
 * The `{ payload }` of ordinaryTransmitLogin to its four fields: decrypt (C023 when it cannot be read, as for every
 * encrypted body), parse the XML (C019 payload), then check `<Request>` with the shared schema (C018 / C019 {field}).
 */
export async function readTransmitFeeRequest(
  payload: string,
  encryptKey: string,
): Promise<TransmitFeeFields> {
  const xml = await decryptBody(payload, encryptKey).catch(() => {
    throw new AppError('C023');
  });
  if (typeof xml !== 'string') throw invalid('payload');
  const doc = parseXml(xml);
  const request = doc && typeof doc === 'object' && 'Request' in doc ? doc.Request : undefined;
  if (request === undefined || Object.keys(doc as object).length !== 1) throw invalid('Request');
  const parsed = transmitFeeFieldsSchema.safeParse(request);
  if (parsed.success) return parsed.data;
  const path = parsed.error.issues[0]?.path ?? [];
  if (path.length === 0) throw invalid('Request');
  // "Missing" as the error handler has it (C018): nothing, or nothing but blanks, where the field belongs.
  const value = (request as Record<PropertyKey, unknown>)[path[0]!];
  throw new AppError(value === undefined || value === '' ? 'C018' : 'C019', {
    field: path.join('.'),
  });
}
