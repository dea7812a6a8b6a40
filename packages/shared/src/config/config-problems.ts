import type { z } from 'zod';
import type { ConfigItem } from '../hospital/hospital.schema.ts';
import { hospitalConfigFields, type ConfigField } from './hospital-config.ts';

/** What is wrong with a hospital's stored configuration (reported when the server starts; docs/configuration.md). */
export interface ConfigProblems {
  /** Keys the registry does not know: nothing reads them. */
  unknownKeys: string[];
  /** Known keys stored under another group, as 'key (GROUP, expected GROUP)': a page loading its groups misses them. */
  wrongGroup: string[];
  /** Known keys whose value does not parse: the default is used instead. */
  malformed: string[];
}

const fields: Record<string, ConfigField> = hospitalConfigFields;

export function configProblems(items: readonly ConfigItem[]): ConfigProblems {
  const problems: ConfigProblems = { unknownKeys: [], wrongGroup: [], malformed: [] };
  for (const item of items) {
    const field = Object.hasOwn(fields, item.configKey) ? fields[item.configKey] : undefined;
    if (!field) {
      problems.unknownKeys.push(item.configKey);
      continue;
    }
    if (field.group !== item.configType)
      problems.wrongGroup.push(`${item.configKey} (${item.configType}, expected ${field.group})`);
    if (!(field.schema as z.ZodType).safeParse(item.configValue).success)
      problems.malformed.push(item.configKey);
  }
  return problems;
}

export const hasConfigProblems = (p: ConfigProblems): boolean =>
  p.unknownKeys.length + p.wrongGroup.length + p.malformed.length > 0;
