import path from 'node:path';
import { importVisitors, partsUnder } from './import-paths.js';

/**
 * The portal reaches the hospital's system through the HIS adapter (apps/server/src/his/*.ts) and nothing else, so a
 * client of a real HIS replaces the built-in one in the composition root alone (docs/adr/0009-his-adapter.md). Only
 * that root (adapters.ts), his/ itself, tests (test files, fixtures, apps/server/test/) and the demo data's generators
 * (apps/server/demo/) may import his/sandbox/; the operator calls and the demo seed use the adapter's staff desk and
 * demo loader.
 */

const SERVER = ['apps', 'server'];
/** Test files and the fixtures and helpers they share, wherever they sit. */
const TEST_FILE = /\.(test|spec|fixtures)\.[cm]?[jt]sx?$/;

/** True when `file` may import the sandbox HIS. */
function mayImportSandbox(file) {
  if (TEST_FILE.test(path.basename(file))) return true;
  const rest = partsUnder(file, SERVER);
  if (!rest) return false;
  // apps/server/test/ holds the tests' helpers; apps/server/demo/ the demo hospitals' data and the scripts that
  // generate the sandbox's share of it (with the sandbox's own seeded generator).
  if (rest[0] === 'test' || rest[0] === 'demo') return true;
  if (rest[0] !== 'src') return false;
  return (rest.length === 2 && rest[1] === 'adapters.ts') || rest[1] === 'his';
}

/** True when `target` is a file (or the folder) of apps/server/src/his/sandbox. */
function isSandbox(target) {
  const rest = partsUnder(target, [...SERVER, 'src', 'his', 'sandbox']);
  return rest !== null;
}

const sandboxBehindAdapter = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'The sandbox HIS only behind the adapter: only adapters.ts, his/ and tests import his/sandbox/.',
    },
    schema: [],
    messages: {
      sandboxImport:
        "imports the sandbox HIS ('{{spec}}'): only the composition root (apps/server/src/adapters.ts), his/ and tests import his/sandbox/; reach the hospital's system through the HisAdapter (apps/server/src/his/his.ts), adding an operation there if one is missing (docs/adr/0009-his-adapter.md).",
    },
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    if (mayImportSandbox(filename)) return {};
    return importVisitors(filename, (target, node, spec) => {
      if (isSandbox(target)) context.report({ node, messageId: 'sandboxImport', data: { spec } });
    });
  },
};

export default {
  meta: { name: 'his-sandbox' },
  rules: { 'behind-adapter': sandboxBehindAdapter },
};
