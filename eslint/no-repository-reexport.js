import path from 'node:path';

/**
 * A module's repository is its own (server-boundaries.js keeps other modules out of it). A service that passes
 * repository functions on (`export { findX } from './x.repository.ts'`, or importing them and exporting the names)
 * would let another module call the repository through the service while the boundary rule passes. So only a
 * repository file may export from a repository file; everything else exports functions of its own (docs/payment-tables.md).
 */

/** A repository file by its name, whatever extension the specifier wrote ('x.repository.ts', '.js', or none). */
const REPOSITORY = /\.repository(\.[cm]?[jt]sx?)?$/;

const isRepository = (spec) => typeof spec === 'string' && REPOSITORY.test(path.basename(spec));

const noRepositoryReexport = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Only a repository file may export what a repository file exports: a service exports functions of its own.',
    },
    schema: [],
    messages: {
      reexport:
        "'{{name}}' comes from the repository '{{spec}}' and is exported again: other modules would reach the repository through this file. Export a function of this file instead.",
    },
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    if (isRepository(filename)) return {};
    /** Local names bound by imports of a repository file, with the specifier they came from. */
    const fromRepository = new Map();
    const report = (node, name, spec) =>
      context.report({ node, messageId: 'reexport', data: { name, spec } });
    return {
      ImportDeclaration(node) {
        if (!isRepository(node.source.value)) return;
        for (const s of node.specifiers) fromRepository.set(s.local.name, node.source.value);
      },
      ExportAllDeclaration(node) {
        if (isRepository(node.source.value)) report(node, '*', node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.source) {
          if (isRepository(node.source.value))
            for (const s of node.specifiers)
              report(s, s.local.name ?? s.local.value, node.source.value);
          return;
        }
        for (const s of node.specifiers) {
          const spec = fromRepository.get(s.local.name);
          if (spec) report(s, s.local.name, spec);
        }
      },
      // `export default repo` of an imported namespace or function.
      ExportDefaultDeclaration(node) {
        const spec =
          node.declaration.type === 'Identifier' && fromRepository.get(node.declaration.name);
        if (spec) report(node, node.declaration.name, spec);
      },
    };
  },
};

export default { rules: { 'no-repository-reexport': noRepositoryReexport } };
