import path from 'node:path';

/**
 * ARCHITECTURE decision 14: "Boundaries are checked by lint, not by hope." On the server a module may call another
 * module's service, never its repository (decision 5: the payments module alone writes the order table), and plugins
 * never import modules: the request context lives in plugins/, a constant both sides need in packages/shared.
 * Everything else — jobs/, demo/, the composition root (adapters.ts, app.ts, server.ts, purposes.ts) — may import
 * modules; the config block says which files this rule reads.
 */

const SERVER_SRC = ['apps', 'server', 'src'];
/** A repository file by its name, whatever extension the specifier wrote ('x.repository.ts', '.js', or none). */
const REPOSITORY = /\.repository(\.[cm]?[jt]sx?)?$/;

/** Where a path sits in apps/server/src: its first folder and, under modules/, the module's name; null outside it. */
function placeOf(file) {
  const parts = path.resolve(file).split(path.sep);
  for (let i = 0; i + SERVER_SRC.length <= parts.length; i++) {
    if (SERVER_SRC.every((p, j) => parts[i + j] === p)) {
      const rest = parts.slice(i + SERVER_SRC.length);
      // A file directly in src/ (app.ts) has no folder; the last part is then its own name.
      const layer = rest.length > 1 ? rest[0] : null;
      return { layer, module: layer === 'modules' && rest.length > 2 ? rest[1] : null };
    }
  }
  return null;
}

/** The text of a string literal or a template without expressions; null for anything computed. */
function specifierOf(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}

const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Server boundaries (ARCHITECTURE decision 14): no module imports another module's repository; plugins/ imports no module." },
    schema: [],
    messages: {
      otherRepository: "modules/{{from}} imports the repository of modules/{{to}} ('{{spec}}'): ARCHITECTURE decision 14 — a module may call another module's service, never its repository; have modules/{{to}} export what is needed from its service.",
      moduleFromPlugin: "plugins/ imports modules/{{to}} ('{{spec}}'): ARCHITECTURE decision 14 — plugins never import modules; the request context lives in plugins/, a constant both need in packages/shared.",
    },
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    const from = placeOf(filename);
    if (!from || (from.layer !== 'modules' && from.layer !== 'plugins')) return {};
    const dir = path.dirname(path.resolve(filename));

    function check(sourceNode) {
      const spec = specifierOf(sourceNode);
      // Package imports ('kysely', '@portal/shared') cannot reach into the server's folders; only paths can.
      if (spec === null || !(spec.startsWith('.') || path.isAbsolute(spec))) return;
      const target = path.resolve(dir, spec);
      const to = placeOf(target);
      if (!to || to.layer !== 'modules') return;
      if (from.layer === 'plugins') {
        context.report({ node: sourceNode, messageId: 'moduleFromPlugin', data: { to: to.module ?? '', spec } });
      } else if (to.module !== from.module && REPOSITORY.test(path.basename(target))) {
        context.report({ node: sourceNode, messageId: 'otherRepository', data: { from: from.module ?? '', to: to.module ?? '', spec } });
      }
    }

    return {
      // `import …` and `import type …` alike: a type import still ties the two together.
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // `typeof import('…')` in a type position, and `import x = require('…')`.
      TSImportType: (node) => check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
      TSExternalModuleReference: (node) => check(node.expression),
    };
  },
};

export default { meta: { name: 'server-boundaries' }, rules: { 'module-boundaries': moduleBoundaries } };
