import { importVisitors, partsUnder } from './import-paths.js';

/**
 * Boundaries are checked by lint, not by hope (docs/architecture.md#boundaries-checked-by-lint). In the web app imports flow
 * app → features → components/lib: a feature never imports another feature or app/, and the shared layers
 * (components/, lib/, hooks/, stores/) import neither features nor app/. A piece two features need moves down.
 */

const WEB_SRC = ['apps', 'web', 'src'];
/** The layers below features: what every feature may use, so they may use no feature themselves. */
const SHARED_LAYERS = new Set(['components', 'lib', 'hooks', 'stores']);

const MOVE_HINT =
  'shared pieces move to apps/web/src/lib/ (hooks, query keys, API helpers, utils) or apps/web/src/components/ (React components)';

/** Where a path sits in apps/web/src: its first folder and, under features/, the feature's name; null outside it. */
function placeOf(file) {
  const rest = partsUnder(file, WEB_SRC);
  if (!rest) return null;
  const [layer = null, feature = null] = rest;
  return { layer, feature: layer === 'features' ? feature : null };
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Web app layers (docs/architecture.md#boundaries-checked-by-lint): no feature imports another feature or app/; components/ and lib/ import neither.',
    },
    schema: [],
    messages: {
      otherFeature:
        "features/{{from}} imports features/{{to}} ('{{spec}}'): docs/architecture.md#boundaries-checked-by-lint — no feature imports another feature; " +
        MOVE_HINT +
        ', or app/ composes the two.',
      appFromFeature:
        "features/{{from}} imports app/ ('{{spec}}'): docs/architecture.md#boundaries-checked-by-lint — imports flow app → features → components/lib, never back up.",
      upFromShared:
        "{{from}}/ imports {{to}} ('{{spec}}'): docs/architecture.md#boundaries-checked-by-lint — {{from}}/ serves every feature, so it imports no feature and not app/; " +
        'move the piece it needs down into apps/web/src/lib/ or apps/web/src/components/, or let the caller pass it in.',
    },
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    const from = placeOf(filename);
    // Files directly in src/ (main.tsx) and in app/ or testing/ may import anything.
    if (!from || (from.layer !== 'features' && !SHARED_LAYERS.has(from.layer))) return {};
    return importVisitors(filename, (target, node, spec) => {
      const to = placeOf(target);
      if (!to) return;
      if (from.layer === 'features') {
        if (to.layer === 'app')
          context.report({ node, messageId: 'appFromFeature', data: { from: from.feature, spec } });
        else if (to.layer === 'features' && to.feature && to.feature !== from.feature)
          context.report({
            node,
            messageId: 'otherFeature',
            data: { from: from.feature, to: to.feature, spec },
          });
        return;
      }
      if (to.layer === 'features' || to.layer === 'app') {
        context.report({
          node,
          messageId: 'upFromShared',
          data: {
            from: from.layer,
            to: to.feature ? `features/${to.feature}` : `${to.layer}/`,
            spec,
          },
        });
      }
    });
  },
};

export default {
  meta: { name: 'web-boundaries' },
  rules: { 'feature-boundaries': featureBoundaries },
};
