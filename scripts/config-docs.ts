import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import {
  CONFIG_GROUPS,
  hospitalConfigFields,
  hospitalConfigMeaning,
  type ConfigField,
  type ConfigKey,
} from '../packages/shared/src/index.ts';

/**
 * Writes the key tables of docs/configuration.md from the registry (`hospitalConfigFields` and `hospitalConfigMeaning`): `npm run config-docs`.
 * The tables sit between the two markers below; scripts/config-docs.test.ts fails when they are out of date.
 */
export const DOC = path.resolve(import.meta.dirname, '../docs/configuration.md');
export const START =
  '<!-- key tables: written by `npm run config-docs` from hospitalConfigFields -->';
export const END = '<!-- end of key tables -->';

const fields: Record<string, ConfigField> = hospitalConfigFields;

/**
 * A default as it would be stored: the first of a flag, the text, a comma list or JSON that reads back as the default
 * (a default the schema refuses, such as 0 where a stored value must be positive, is shown in its first form).
 */
function storedDefault(key: string, field: ConfigField): string {
  const value = field.default;
  if (value === null) return 'none';
  const candidates = [
    typeof value === 'boolean' ? (value ? '1' : '0') : undefined,
    typeof value === 'string' || typeof value === 'number' ? String(value) : undefined,
    Array.isArray(value) ? value.join(',') : undefined,
    JSON.stringify(value),
  ].filter((c): c is string => c !== undefined);
  const stored =
    candidates.find((c) => {
      const parsed = field.schema.safeParse(c);
      return parsed.success && isDeepStrictEqual(parsed.data, value);
    }) ?? candidates[0]!;
  if (stored.length > 40) return `see \`${key}\` below`;
  return `\`${typeof value === 'string' ? `"${stored}"` : stored}\``;
}

const cell = (text: string) => text.replaceAll('|', '\\|');
const codes = (list: readonly string[]) => list.map((x) => `\`${x}\``).join(', ');

function obeyedBy(key: string): string {
  const { pages, calls } = hospitalConfigMeaning[key as ConfigKey].obeyedBy;
  const parts = [
    pages.length > 0 ? `pages ${codes(pages)}` : '',
    calls.length > 0 ? `calls ${codes(calls)}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : 'no page or call (background work)';
}

export function renderKeyTables(): string {
  const groups = [...CONFIG_GROUPS].sort();
  const sections = groups.flatMap((group) => {
    const rows = Object.entries(fields).filter(([, f]) => f.group === group);
    if (rows.length === 0) return [];
    return [
      `## ${group}`,
      '',
      '| Key | Default | Meaning | Obeyed by |',
      '| --- | --- | --- | --- |',
      ...rows.map(
        ([key, f]) =>
          `| \`${key}\` | ${storedDefault(key, f)} | ${cell(hospitalConfigMeaning[key as ConfigKey].description)} | ${obeyedBy(key)} |`,
      ),
      '',
    ];
  });
  return [START, '', ...sections, END].join('\n');
}

/** The document with its key tables replaced by the registry's. */
export function renderDoc(current: string): string {
  const from = current.indexOf(START);
  const to = current.indexOf(END);
  if (from < 0 || to < from) throw new Error(`${DOC} lacks the markers of its key tables`);
  return current.slice(0, from) + renderKeyTables() + current.slice(to + END.length);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  fs.writeFileSync(DOC, renderDoc(fs.readFileSync(DOC, 'utf8')));
  console.log(`Wrote the key tables of ${path.relative(process.cwd(), DOC)}`);
}
