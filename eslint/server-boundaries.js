import path from 'node:path';
import { importVisitors, partsUnder } from './import-paths.js';
import { LAYER_OF } from './server-layers.js';

/**
 * Boundaries are checked by lint, not by hope (docs/architecture.md#boundaries-checked-by-lint). On the server a module may call another
 * module's service, never its repository (so the payments module alone writes the order table: docs/architecture.md#payments-are-state-machines), and plugins
 * never import modules: the request context lives in plugins/, a constant both sides need in packages/shared.
 * The modules form a stack (eslint/server-layers.js, docs/server-modules.md): a production file imports only modules
 * below its own, so no two modules depend on each other. Test files (*.test.ts) compose the whole app and may import
 * any module. Everything else — jobs/, demo/, the composition root (adapters.ts, app.ts, server.ts, purposes.ts) —
 * may import modules; the config block says which files this rule reads.
 */

const SERVER_SRC = ['apps', 'server', 'src'];
/** A repository file by its name, whatever extension the specifier wrote ('x.repository.ts', '.js', or none). */
const REPOSITORY = /\.repository(\.[cm]?[jt]sx?)?$/;
/** A test file: it boots the whole app, so the stack does not bind it (the repository rule still does). */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** Where a path sits in apps/server/src: its first folder and, under modules/, the module's name; null outside it. */
function placeOf(file) {
  const rest = partsUnder(file, SERVER_SRC);
  if (!rest) return null;
  // A file directly in src/ (app.ts) has no folder; the last part is then its own name.
  const layer = rest.length > 1 ? rest[0] : null;
  return { layer, module: layer === 'modules' && rest.length > 2 ? rest[1] : null };
}

const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Server boundaries (docs/architecture.md#boundaries-checked-by-lint): modules import only modules below them in eslint/server-layers.js, never another module's repository; plugins/ imports no module.",
    },
    schema: [],
    messages: {
      otherRepository:
        "modules/{{from}} imports the repository of modules/{{to}} ('{{spec}}'): docs/architecture.md#boundaries-checked-by-lint — a module may call another module's service, never its repository; have modules/{{to}} export what is needed from its service.",
      upward:
        "modules/{{from}} imports modules/{{to}} ('{{spec}}'), which is not below it in eslint/server-layers.js: a module imports only modules below its own (docs/server-modules.md). Move the code to the module it belongs to, or let the composition root pass it in.",
      unlisted:
        "modules/{{module}} is not in eslint/server-layers.js ('{{spec}}'): every module has a place in the stack (docs/server-modules.md); add it above what it calls and below what calls it.",
      moduleFromPlugin:
        "plugins/ imports modules/{{to}} ('{{spec}}'): docs/architecture.md#boundaries-checked-by-lint — plugins never import modules; the request context lives in plugins/, a constant both need in packages/shared.",
    },
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    const from = placeOf(filename);
    if (!from || (from.layer !== 'modules' && from.layer !== 'plugins')) return {};
    const isTest = TEST_FILE.test(path.basename(filename));
    return importVisitors(filename, (target, node, spec) => {
      const to = placeOf(target);
      if (!to || to.layer !== 'modules') return;
      if (from.layer === 'plugins') {
        context.report({
          node,
          messageId: 'moduleFromPlugin',
          data: { to: to.module ?? '', spec },
        });
        return;
      }
      if (to.module === from.module) return;
      const data = { from: from.module ?? '', to: to.module ?? '', spec };
      if (REPOSITORY.test(path.basename(target))) {
        context.report({ node, messageId: 'otherRepository', data });
      }
      if (isTest) return;
      const unlisted = [from.module, to.module].find((m) => !LAYER_OF.has(m ?? ''));
      if (unlisted !== undefined) {
        context.report({ node, messageId: 'unlisted', data: { module: unlisted ?? '', spec } });
      } else if (LAYER_OF.get(to.module) >= LAYER_OF.get(from.module)) {
        context.report({ node, messageId: 'upward', data });
      }
    });
  },
};

export default {
  meta: { name: 'server-boundaries' },
  rules: { 'module-boundaries': moduleBoundaries },
};
