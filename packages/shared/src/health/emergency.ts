import { z } from 'zod';

/**
 * Symptoms a hospital treats as emergencies (its GLOBAL config `emergencyAdvice`): the words that name them, in every
 * language its patients type, the advice to give instead of a booking, and the emergency number to call. Whatever
 * page helps a patient choose a department must give this advice first when what the patient typed — or a symptom it
 * found — names one of these words.
 */
export const emergencySettingSchema = z.object({
  /** The number to call, as dialled (digits, optionally with hyphens). */
  phone: z.string().regex(/^\d[\d-]{1,19}$/),
  advice: z.string().min(1),
  keywords: z.array(z.string().trim().min(1)).min(1),
});
export type EmergencySetting = z.infer<typeof emergencySettingSchema>;

/** Compared the way a patient may type it: full-width forms folded (NFKC), any case, runs of spaces as one. */
const fold = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The hospital's emergency setting when any of `texts` (what the patient typed, the names of the symptoms found)
 * contains one of its keywords; null when none does or the hospital keeps no setting. A keyword must appear whole:
 * 'pain' alone is not 'chest pain', but 'sudden chest pain at night' is.
 */
export function emergencyFor(
  texts: readonly string[],
  setting: EmergencySetting | null,
): EmergencySetting | null {
  if (!setting) return null;
  const keywords = setting.keywords.map(fold).filter((k) => k.length > 0);
  const said = texts.map(fold).filter((t) => t.length > 0);
  return said.some((text) => keywords.some((k) => text.includes(k))) ? setting : null;
}
