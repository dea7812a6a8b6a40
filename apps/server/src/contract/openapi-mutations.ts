import fc from 'fast-check';
import type { Field, JsonSchema, Operation, RequestValues } from './openapi-operations.ts';

/**
 * Malformed inputs for one call, derived from its schemas in `/docs/json`.
 * A case is `strict` when its value breaks the published schema (or the NUL / lone-surrogate rule): the call
 * must refuse it with a 4xx. The others (`strict: false`) are odd but legal-looking values: any answer but a 5xx.
 */
export interface Case {
  label: string;
  strict: boolean;
  apply(values: RequestValues): void;
}

/** Values that fit no one's data: an unregistered phone, a wrong code and password, ids that name nothing. */
const BASE_BY_NAME: Record<string, unknown> = {
  hosId: '1001',
  phone: '13912340000',
  // Contact phones take a mobile or a landline (a rule the document's pattern cannot say).
  contactPhone: '13912340000',
  recipientPhone: '13912340000',
  code: '000000',
  password: 'Wrong#Pass1',
  oldPassword: 'Wrong#Pass1',
  confirmPassword: 'Wrong#Pass1',
  patientName: 'Fuzz Person',
  certNo: '330106198001010011',
  birthDate: '1980-01-01',
  start: '2026-12-01',
  end: '2026-12-07',
  // A demo questionnaire, so a user's own read of it is answered (the authorization matrix's control).
  questionnaireId: 'out-visit',
};
/** Tried in order against a pattern when the name has no base value. */
const PATTERN_CANDIDATES = [
  'fuzz-none-1',
  '1',
  '2026-12-01',
  '000000',
  '13912340000',
  'fuzz-none-0000000000000000000001',
];

function branches(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? [schema];
}

function typesOf(schema: JsonSchema): string[] {
  return branches(schema).flatMap((b) => (Array.isArray(b.type) ? b.type : b.type ? [b.type] : []));
}

function acceptsString(s: JsonSchema, v: string): boolean {
  if (s.enum) return s.enum.includes(v);
  if (s.minLength !== undefined && v.length < s.minLength) return false;
  if (s.maxLength !== undefined && v.length > s.maxLength) return false;
  return s.pattern === undefined || new RegExp(s.pattern, 'u').test(v);
}

function acceptsNumber(s: JsonSchema, v: number): boolean {
  if (s.type === 'integer' && !Number.isSafeInteger(v)) return false;
  if (s.minimum !== undefined && v < s.minimum) return false;
  return s.maximum === undefined || v <= s.maximum;
}

/** Whether the schema (any of its branches) admits the value, for the scalar shapes the contract uses. */
export function accepts(schema: JsonSchema, v: unknown): boolean {
  return branches(schema).some((b) => {
    if (v === null) return b.nullable === true || b.type === 'null';
    if (typeof v === 'string') return b.type === 'string' && acceptsString(b, v);
    if (typeof v === 'number')
      return (b.type === 'number' || b.type === 'integer') && acceptsNumber(b, v);
    if (typeof v === 'boolean') return b.type === 'boolean';
    if (Array.isArray(v)) return b.type === 'array';
    return b.type === 'object';
  });
}

/** A value the schema admits, preferring the field's base value. */
export function baseValue(field: Pick<Field, 'name' | 'schema'>): unknown {
  const named = BASE_BY_NAME[field.name];
  if (named !== undefined && accepts(field.schema, named)) return named;
  const s = branches(field.schema)[0] ?? {};
  if (s.enum) return s.enum[0];
  if (s.type === 'integer' || s.type === 'number')
    return Math.min(Math.max(1, s.minimum ?? 1), s.maximum ?? 1);
  if (s.type === 'boolean') return true;
  if (s.type === 'array') return [];
  if (s.type === 'object') return {};
  const fitting = PATTERN_CANDIDATES.find((c) => acceptsString(s, c));
  return fitting ?? 'x'.repeat(Math.max(1, s.minLength ?? 1));
}

/** The request every case starts from: required fields at their base value, nothing else. */
export function baseRequest(op: Operation): RequestValues {
  const values: RequestValues = { path: {}, query: {}, body: op.hasBody ? {} : undefined };
  for (const f of op.fields) if (f.required) setField(values, f, baseValue(f));
  return values;
}

export function setField(values: RequestValues, f: Pick<Field, 'in' | 'name'>, value: unknown) {
  if (f.in === 'body') {
    if (values.body === null || typeof values.body !== 'object' || Array.isArray(values.body))
      values.body = {};
    (values.body as Record<string, unknown>)[f.name] = value;
  } else {
    values[f.in][f.name] = value;
  }
}

function valueCase(
  f: Field,
  label: string,
  value: unknown,
  strict = !accepts(f.schema, value),
): Case {
  return { label: `${f.in}.${f.name}: ${label}`, strict, apply: (v) => setField(v, f, value) };
}

/** The fixed malformed values for one field (the examples every run tries). */
function fieldCases(f: Field): Case[] {
  const inUrl = f.in !== 'body';
  const types = typesOf(f.schema);
  const numeric = types.includes('integer') || types.includes('number');
  const asSent = (n: number) => (inUrl ? String(n) : n);
  const cases: Case[] = [
    valueCase(f, 'NUL', f.name === 'hosId' ? '10\u000001' : 'a\u0000b', true),
    // A URL cannot carry a lone surrogate: its bytes arrive as invalid UTF-8, which may be read as plain text.
    valueCase(f, 'lone surrogate', 'a\uD800b', inUrl ? !accepts(f.schema, 'a%ED%A0%80b') : true),
    valueCase(f, 'huge', 'x'.repeat(inUrl ? 3_000 : 100_000)),
    // `?t=` is how a browser sends an optional parameter left blank: it may be read as absent.
    valueCase(f, 'empty', '', inUrl && !f.required ? false : !accepts(f.schema, '')),
    // A repeated query parameter arrives as an array; in a path it is just text.
    valueCase(
      f,
      'array',
      ['1', '2'],
      f.in === 'path' ? !accepts(f.schema, '["1","2"]') : !typesOf(f.schema).includes('array'),
    ),
  ];
  if (f.required)
    cases.push({
      label: `${f.in}.${f.name}: missing`,
      strict: true,
      apply: (v) => setField(v, f, undefined),
    });
  // Well-formed but no hospital's: refused by most calls, answered like "no data" by some (the demo SMS outbox).
  if (f.name === 'hosId') cases.push(valueCase(f, 'unknown hospital', '999999', false));
  if (!inUrl) {
    cases.push(
      valueCase(f, 'object', { a: 1 }),
      valueCase(f, 'null', null),
      valueCase(f, 'boolean', true),
    );
    cases.push(numeric ? valueCase(f, 'text', 'abc') : valueCase(f, 'number', 12345));
  } else if (numeric) {
    cases.push({
      label: `${f.in}.${f.name}: text`,
      strict: true,
      apply: (v) => setField(v, f, 'abc'),
    });
  }
  if (numeric) {
    const s = branches(f.schema).find((b) => b.type === 'integer' || b.type === 'number') ?? {};
    const edges = [2 ** 53, -(2 ** 53), 1e308, -1e308, ...(s.type === 'integer' ? [1.5] : [])];
    if (s.minimum !== undefined) edges.push(s.minimum - 1);
    if (s.maximum !== undefined && s.maximum < 2 ** 53) edges.push(s.maximum + 1);
    for (const n of edges)
      cases.push({
        label: `${f.in}.${f.name}: ${n}`,
        strict: !accepts(f.schema, n),
        apply: (v) => setField(v, f, asSent(n)),
      });
  }
  return cases;
}

/** Cases about the request as a whole: an undeclared parameter carrying NUL, and bodies that are not an object. */
function requestCases(op: Operation): Case[] {
  const cases: Case[] = [
    {
      label: 'query.undeclared: NUL',
      strict: true,
      apply: (v) => {
        v.query.fuzz = 'a\u0000b';
      },
    },
  ];
  if (!op.hasBody) return cases;
  cases.push({
    label: 'body.undeclared: NUL',
    strict: true,
    apply: (v) => setField(v, { in: 'body', name: 'fuzz\u0000' }, 'x'),
  });
  for (const [label, body] of [
    ['array', []],
    ['text', 'x'],
    ['null', null],
    ['number', 1],
  ] as const) {
    cases.push({
      label: `body: ${label}`,
      strict: true,
      apply: (v) => {
        v.body = body;
      },
    });
  }
  cases.push({
    label: 'body: invalid JSON',
    strict: true,
    apply: (v) => {
      v.rawBody = '{"hosId":';
    },
  });
  return cases;
}

/** Every fixed case of an operation. */
export function fixedCases(op: Operation): Case[] {
  return [...op.fields.flatMap(fieldCases), ...requestCases(op)];
}

/** Random text with a NUL somewhere: always refused. */
const textWithNul = fc
  .tuple(fc.string({ unit: 'binary', maxLength: 20 }), fc.string({ unit: 'binary', maxLength: 20 }))
  .map(([a, b]) => `${a}\u0000${b}`);
const undeclared: Field = { in: 'query', name: 'fuzz', required: false, schema: {} };

/** Random strict cases: NUL-bearing text in any field (or an undeclared one). */
export function randomStrictCase(op: Operation): fc.Arbitrary<Case> {
  return fc
    .tuple(fc.constantFrom(...op.fields, undeclared), textWithNul)
    .map(([f, text]) => valueCase(f, `random ${JSON.stringify(text)}`, text, true));
}

/** Random odd values in declared fields: any JSON in the body, any text in the URL; any answer but a 5xx. */
export function randomLooseCase(op: Operation): fc.Arbitrary<Case> | null {
  if (op.fields.length === 0) return null;
  return fc
    .tuple(
      fc.constantFrom(...op.fields),
      fc.jsonValue({ maxDepth: 2 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
    )
    .map(([f, json, text]) => {
      const value = f.in === 'body' ? json : text;
      return valueCase(f, `random ${JSON.stringify(value)}`, value, false);
    });
}
