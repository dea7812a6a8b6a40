import path from 'node:path';

/**
 * What the boundary rules (server-boundaries.js, web-boundaries.js) share: where a file sits under a source root, and
 * every path a file imports, whichever syntax names it.
 */

/** The path parts of `file` below `root` (e.g. ['apps', 'web', 'src']); null when the file is not under it. */
export function partsUnder(file, root) {
  const parts = path.resolve(file).split(path.sep);
  for (let i = 0; i + root.length <= parts.length; i++) {
    if (root.every((p, j) => parts[i + j] === p)) return parts.slice(i + root.length);
  }
  return null;
}

/** The text of a string literal or a template without expressions; null for anything computed. */
function specifierOf(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
    return node.quasis[0].value.cooked;
  return null;
}

/**
 * ESLint visitors that call `check(target, node, spec)` with the resolved path of every relative or absolute import of
 * `filename`. Package imports ('react', '@portal/shared') cannot reach into the source folders, so they are skipped.
 */
export function importVisitors(filename, check) {
  const dir = path.dirname(path.resolve(filename));
  const visit = (node) => {
    const spec = specifierOf(node);
    if (spec === null || !(spec.startsWith('.') || path.isAbsolute(spec))) return;
    check(path.resolve(dir, spec), node, spec);
  };
  return {
    // `import …` and `import type …` alike: a type import still ties the two places together.
    ImportDeclaration: (node) => visit(node.source),
    ExportNamedDeclaration: (node) => visit(node.source),
    ExportAllDeclaration: (node) => visit(node.source),
    ImportExpression: (node) => visit(node.source),
    // `typeof import('…')` in a type position, and `import x = require('…')`.
    TSImportType: (node) =>
      visit(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    TSExternalModuleReference: (node) => visit(node.expression),
  };
}
