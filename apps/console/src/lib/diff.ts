/** One changed leaf between two JSON documents, by its path (`tips.0.title`, `main`). */
export interface DiffEntry {
  path: string;
  before?: unknown;
  after?: unknown;
}

function flatten(value: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (value !== null && typeof value === 'object' && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else if (value !== undefined) out.set(prefix || '(root)', value);
  return out;
}

/** What changed from `before` to `after`, leaf by leaf, in path order: the audit log's and the history's diff. */
export function diffDocuments(before: unknown, after: unknown): DiffEntry[] {
  const a = flatten(before, '', new Map());
  const b = flatten(after, '', new Map());
  const paths = [...new Set([...a.keys(), ...b.keys()])].sort();
  return paths.flatMap((path) => {
    const x = a.get(path);
    const y = b.get(path);
    if (JSON.stringify(x) === JSON.stringify(y)) return [];
    return [{ path, ...(a.has(path) && { before: x }), ...(b.has(path) && { after: y }) }];
  });
}

export const showValue = (value: unknown) =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
