/**
 * The layers as an allow-list (docs/architecture.md): for each folder, the folders of this repository
 * its files may import from. Every relative import (of any depth) and every `@shared/…` alias is resolved
 * to a path and checked against the table; a folder that is not listed may import nothing of src/ beyond
 * its own. Packages are not this rule's business (the no-restricted-imports rules beside it keep Node,
 * Electron, React and zod out of the layers that must not load them).
 *
 * A local rule, not eslint-plugin-boundaries or import-x's no-restricted-paths: the table below is the
 * whole of it, it needs no resolver settings, and no dependency with its own release cycle for ESLint 10.
 */
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Folder → the folders its files may import from (the most specific folder wins). `types:` a folder it
 * may take types from only (an `import type`, erased from the code that runs): the engine and the
 * model read the wire's inferred types but never load zod.
 */
export const LAYERS = {
  'src/shared': ['src/shared'],
  // The kinds are part of the model (what each kind of question is, no zod).
  'src/shared/model': ['src/shared/model', 'src/shared/kinds', 'types:src/shared/wire'],
  'src/shared/kinds': ['src/shared/kinds', 'src/shared/model', 'types:src/shared/wire'],
  'src/main/server/engine': [
    'src/main/server/engine',
    'src/shared/model',
    'src/shared/kinds',
    'types:src/shared/wire',
    'types:src/shared/index',
    'types:src/main/server/commands',
  ],
  // The default quiz the server starts with, when the data folder has none.
  'src/main/server': ['src/main/server', 'src/shared', 'resources'],
  // The desktop's options build on the server's (one pure module).
  'src/main/electron/common': ['src/main/electron/common', 'src/shared', 'src/main/serverOptions'],
  'src/main': ['src/main', 'src/shared'],
  'src/preload': ['src/preload', 'src/shared'],
  'src/renderer': ['src/renderer', 'src/shared'],
};

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');

const toRepoPath = (absolute) => relative(ROOT, absolute).split(sep).join('/');
const within = (path, folder) => path === folder || path.startsWith(`${folder}/`);

/** The layer a file belongs to: the longest listed folder that holds it. */
function layerOf(path) {
  return Object.keys(LAYERS)
    .filter((folder) => within(path, folder))
    .sort((a, b) => b.length - a.length)[0];
}

/** The repository path an import points at, or null for a package. */
function targetOf(file, specifier) {
  if (specifier.startsWith('@shared/') || specifier === '@shared') {
    return `src/shared/${specifier.slice('@shared/'.length)}`;
  }
  if (specifier.startsWith('.')) return toRepoPath(resolve(dirname(file), specifier));
  return null;
}

/** `import type { A }`, `import { type A, type B }`, `export type { A } from`: erased at run time. */
function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

export const layersRule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Each folder imports only from the folders its layer allows (docs/architecture.md).',
    },
    schema: [],
    messages: {
      outside:
        '{{from}} may import only from {{allowed}}: "{{specifier}}" reaches {{target}} (docs/architecture.md, "The layers").',
    },
  },
  create(context) {
    const file = toRepoPath(resolve(context.filename));
    const layer = layerOf(file);
    if (!layer) return {};
    const allowed = LAYERS[layer];
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = targetOf(context.filename, specifier);
      if (target === null) return;
      const typesOnly = isTypeOnly(node);
      const fits = (entry) =>
        entry.startsWith('types:') ? typesOnly && within(target, entry.slice(6)) : within(target, entry);
      if (allowed.some(fits)) return;
      context.report({
        node: node.source,
        messageId: 'outside',
        data: { from: layer, allowed: allowed.join(', '), specifier, target },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const layersPlugin = { rules: { layers: layersRule } };
