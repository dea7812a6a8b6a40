import {
  hospitalConfigFields,
  type ConfigGroup,
  type ConfigKey,
} from '../config/hospital-config.ts';

/**
 * The config editor's document holds each key's typed value (a flag is a boolean, a list an array); the table holds
 * text. These turn one into the other through the key's own schema, so a value is stored only if reading it back
 * gives exactly the value the editor sent (docs/hospital-settings.md#config).
 */

/** Keys the config document leaves out: the facts document owns them (one source of truth per fact). */
export const CONFIG_KEYS_OF_FACTS = ['servicePhone'] as const satisfies readonly ConfigKey[];

/** The keys the config document holds, in the registry's order. */
export const SETTING_CONFIG_KEYS = (Object.keys(hospitalConfigFields) as ConfigKey[]).filter(
  (k) => !(CONFIG_KEYS_OF_FACTS as readonly string[]).includes(k),
);

/** JSON with object keys sorted, to compare two values whatever their keys' order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : v,
  );
}

export type EncodedConfig = { ok: true; group: ConfigGroup; text: string | null } | { ok: false };

/**
 * The stored text of a typed value, or ok: false when the key's schema does not read it back as the same value.
 * text null: the value is the key's default and the default has no text of its own (no row: readers use the default).
 */
export function encodeConfigValue(key: ConfigKey, value: unknown): EncodedConfig {
  const field = hospitalConfigFields[key];
  const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
  const candidates: string[] = [];
  if (typeof value === 'boolean') candidates.push(value ? '1' : '0');
  else if (typeof value === 'number' && Number.isFinite(value)) candidates.push(String(value));
  else if (typeof value === 'string') candidates.push(value);
  else if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
    candidates.push(value.join(','));
  if (value !== null && typeof value === 'object') candidates.push(JSON.stringify(value));
  for (const text of candidates) {
    const read = field.schema.safeParse(text);
    if (read.success && same(read.data, value)) return { ok: true, group: field.group, text };
  }
  if (same(value, field.default)) return { ok: true, group: field.group, text: null };
  return { ok: false };
}
