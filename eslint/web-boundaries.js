import path from 'node:path';

/**
 * ARCHITECTURE decision 14: "Boundaries are checked by lint, not by hope." In the web app imports flow
 * app → features → components/lib: a feature never imports another feature or app/, and the shared layers
 * (components/, lib/, hooks/, stores/) import neither features nor app/. A piece two features need moves down.
 */

const WEB_SRC = ['apps', 'web', 'src'];
/** The layers below features: what every feature may use, so they may use no feature themselves. */
const SHARED_LAYERS = new Set(['components', 'lib', 'hooks', 'stores']);

const MOVE_HINT = 'shared pieces move to apps/web/src/lib/ (hooks, query keys, API helpers, utils) or apps/web/src/components/ (React components)';

/** Where a path sits in apps/web/src: its first folder and, under features/, the feature's name; null outside it. */
function placeOf(file) {
  const parts = path.resolve(file).split(path.sep);
  for (let i = 0; i + WEB_SRC.length <= parts.length; i++) {
    if (WEB_SRC.every((p, j) => parts[i + j] === p)) {
      const [layer = null, feature = null] = parts.slice(i + WEB_SRC.length);
      return { layer, feature: layer === 'features' ? feature : null };
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

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Web app layers (ARCHITECTURE decision 14): no feature imports another feature or app/; components/ and lib/ import neither.' },
    schema: [],
    messages: {
      otherFeature: "features/{{from}} imports features/{{to}} ('{{spec}}'): ARCHITECTURE decision 14 — no feature imports another feature; " + MOVE_HINT + ', or app/ composes the two.',
      appFromFeature: "features/{{from}} imports app/ ('{{spec}}'): ARCHITECTURE decision 14 — imports flow app → features → components/lib, never back up.",
      upFromShared:
        "{{from}}/ imports {{to}} ('{{spec}}'): ARCHITECTURE decision 14 — {{from}}/ serves every feature, so it imports no feature and not app/; " +
        'move the piece it needs down into apps/web/src/lib/ or apps/web/src/components/, or let the caller pass it in.',
    },
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    const from = placeOf(filename);
    // Files directly in src/ (main.tsx) and in app/ or testing/ may import anything.
    if (!from || (from.layer !== 'features' && !SHARED_LAYERS.has(from.layer))) return {};
    const dir = path.dirname(path.resolve(filename));

    function check(sourceNode) {
      const spec = specifierOf(sourceNode);
      // Package imports ('react', '@portal/shared') cannot reach into the app's folders; only paths can.
      if (spec === null || !(spec.startsWith('.') || path.isAbsolute(spec))) return;
      const to = placeOf(path.resolve(dir, spec));
      if (!to) return;
      if (from.layer === 'features') {
        if (to.layer === 'app') context.report({ node: sourceNode, messageId: 'appFromFeature', data: { from: from.feature, spec } });
        else if (to.layer === 'features' && to.feature && to.feature !== from.feature)
          context.report({ node: sourceNode, messageId: 'otherFeature', data: { from: from.feature, to: to.feature, spec } });
        return;
      }
      if (to.layer === 'features' || to.layer === 'app') {
        context.report({ node: sourceNode, messageId: 'upFromShared', data: { from: from.layer, to: to.feature ? `features/${to.feature}` : `${to.layer}/`, spec } });
      }
    }

    return {
      // `import …` and `import type …` alike: a type import still ties the two folders together.
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // `typeof import('…')` in a type position.
      TSImportType: (node) => check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    };
  },
};

export default { meta: { name: 'web-boundaries' }, rules: { 'feature-boundaries': featureBoundaries } };
