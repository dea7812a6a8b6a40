import { pinyin } from 'pinyin-pro';

/**
 * Pinyin initials of a Chinese name as price catalogues print them ('阿莫西林胶囊' → 'amxljn'): the first letter of each
 * character's pinyin, lower case; Latin letters and digits kept as they are (lower-cased), everything else dropped.
 * pinyin-pro picks a character's reading from its word context (重复 → cf, 长春新碱 → ccxj, 血常规 → xcg), which a
 * per-character table cannot.
 * Memoized: a catalogue repeats the same drug names over many strengths and makers.
 */
const memo = new Map<string, string>();

export function pinyinInitials(name: string): string {
  const hit = memo.get(name);
  if (hit !== undefined) return hit;
  const letters = pinyin(name, {
    pattern: 'first',
    toneType: 'none',
    type: 'array',
    nonZh: 'consecutive',
  })
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  if (memo.size > 50_000) memo.clear();
  memo.set(name, letters);
  return letters;
}
