import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * The calls of the published contract, read from `/docs/json` at test time: the fuzz and the authorization
 * matrix are generated from it, so a call added tomorrow is covered without editing either test.
 */

/** The subset of JSON Schema that zod's OpenAPI output uses here. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  default?: unknown;
}

export type Location = 'path' | 'query' | 'body';

/** One input of a call: a path or query parameter, or a top-level property of the JSON body. */
export interface Field {
  in: Location;
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Needs a bearer token of a session at the request's hospital (`security` in the document). */
  auth: boolean;
  fields: Field[];
  /** The call takes a JSON body (even one without properties). */
  hasBody: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        security?: unknown[];
        parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

/**
 * The hospital console's calls (modules/staff and what builds on it): cookie sessions and staff roles, not the
 * patient's token and the hospital's functions, so their own matrix covers them (console-authz-matrix.int.test.ts).
 */
export function isConsoleOperation(op: Pick<Operation, 'path'>): boolean {
  return op.path.startsWith('/console/api/');
}

export async function fetchDocument(app: FastifyInstance): Promise<unknown> {
  const res = await app.inject({ method: 'GET', url: '/docs/json' });
  if (res.statusCode !== 200) throw new Error(`/docs/json answered ${res.statusCode}`);
  return res.json();
}

/** Every operation of the document, in document order. */
export function listOperations(document: unknown): Operation[] {
  const doc = document as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const body = op.requestBody?.content?.['application/json']?.schema;
      const fields: Field[] = (op.parameters ?? [])
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => ({
          in: p.in as Location,
          name: p.name,
          required: p.in === 'path' || p.required === true,
          schema: p.schema,
        }));
      for (const [name, schema] of Object.entries(body?.properties ?? {})) {
        fields.push({
          in: 'body',
          name,
          required: body?.required?.includes(name) ?? false,
          schema,
        });
      }
      operations.push({
        operationId: op.operationId ?? `${method} ${path}`,
        method: method.toUpperCase() as Operation['method'],
        path,
        auth: (op.security?.length ?? 0) > 0,
        fields,
        hasBody: body !== undefined,
      });
    }
  }
  return operations;
}

/** The values of one request, by location; `undefined` leaves a field out. */
export interface RequestValues {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  /** An object for the usual JSON body; anything else replaces the whole body; `rawBody` sends text as is. */
  body: unknown;
  rawBody?: string;
}

const LONE_SURROGATE = /([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/;

/**
 * Percent-encodes for a URL. UTF-8 cannot carry a lone surrogate, so one is sent as the three bytes a lax encoder
 * would produce (e.g. %ED%A0%80), which is what arrives from a client that tries.
 */
export function encodeUrlText(text: string): string {
  return text
    .split(LONE_SURROGATE)
    .map((part, i) => {
      if (i % 2 === 0) return encodeURIComponent(part);
      const u = part.charCodeAt(0);
      return [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

function urlText(value: unknown): string {
  return encodeUrlText(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
}

/** The inject options of one request: arrays in the query repeat the parameter, as browsers send them. */
export function toInject(
  op: Operation,
  values: RequestValues,
  headers: Record<string, string>,
  remoteAddress: string,
): InjectOptions {
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    values.path[name] === undefined ? '' : urlText(values.path[name]),
  );
  const query: string[] = [];
  for (const [name, value] of Object.entries(values.query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value])
      query.push(`${encodeURIComponent(name)}=${urlText(one)}`);
  }
  const options: InjectOptions = {
    method: op.method,
    url: query.length ? `${url}?${query.join('&')}` : url,
    headers: { ...headers },
    remoteAddress,
  };
  if (op.hasBody || values.rawBody !== undefined) {
    options.headers = { ...options.headers, 'content-type': 'application/json' };
    options.payload = values.rawBody ?? JSON.stringify(values.body ?? {});
  }
  return options;
}

/** A fresh client address for each request, so per-address limits never stand in for the answer under test. */
export function addressOf(n: number): string {
  return `10.${(n >> 16) & 0xff}.${(n >> 8) & 0xff}.${n & 0xff || 1}`;
}

/** Why an error answer is not the envelope `{code, msg, messageKey, params}` with a catalogued key, or null when it is. */
export function envelopeProblem(
  statusCode: number,
  body: string,
  messageStatus: Record<string, number>,
): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'not JSON';
  }
  const e = parsed as { code?: unknown; msg?: unknown; messageKey?: unknown; params?: unknown };
  if (typeof e !== 'object' || e === null) return 'not an object';
  if (Object.keys(e).sort().join() !== 'code,messageKey,msg,params')
    return `keys ${Object.keys(e).join(',')}`;
  if (e.code !== statusCode) return `code ${String(e.code)} differs from status ${statusCode}`;
  if (typeof e.msg !== 'string' || e.msg === '') return 'empty msg';
  if (typeof e.messageKey !== 'string' || messageStatus[e.messageKey] !== statusCode)
    return `messageKey ${String(e.messageKey)} is not a key of status ${statusCode}`;
  if (typeof e.params !== 'object' || e.params === null || Array.isArray(e.params))
    return 'params not an object';
  return null;
}
