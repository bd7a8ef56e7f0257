/**
 * The engine is pure and light: following every import that stays in the compiled code (type-only
 * imports are erased) from src/main/server/engine, no module reaches zod, Node, Express, Socket.IO or
 * Electron. It imports only src/shared's model (plain types and functions), never the wire's schemas.
 * The lint stops the engine's own files from importing these; this follows the chain through src/shared.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve('.');
const ENGINE = join(ROOT, 'src/main/server/engine');
const FORBIDDEN = /^(zod|node:.*|express|socket\.io|electron)$/;

/** The specifiers a file imports or re-exports at run time (type-only ones are left out). */
export function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, false);
  const found: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        clause.name === undefined &&
        named !== undefined &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      const named = node.exportClause;
      const onlyTypes =
        named !== undefined && ts.isNamedExports(named) && named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) found.push((node.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@shared/')
    ? join(ROOT, 'src/shared', specifier.slice('@shared/'.length))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base]) {
    if (existsSync(candidate) && candidate.endsWith('.ts')) return candidate;
  }
  throw new Error(`${relative(ROOT, from)}: cannot resolve ${specifier}`);
}

/** Every package reached from `entries` at run time, with the chain of files that reaches it. */
function packagesReached(entries: readonly string[]): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      const local = resolveLocal(file, specifier);
      if (local) walk(local, [...chain, relative(ROOT, local)]);
      else if (!reached.has(specifier)) reached.set(specifier, chain);
    }
  };
  for (const entry of entries) walk(entry, [relative(ROOT, entry)]);
  return reached;
}

describe('the engine loads only plain code', () => {
  it('reaches no zod, Node, Express, Socket.IO or Electron through any import', () => {
    const entries = readdirSync(ENGINE)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => join(ENGINE, f));
    const bad = [...packagesReached(entries)].filter(([name]) => FORBIDDEN.test(name));
    expect(bad.map(([name, chain]) => `${name} via ${chain.join(' → ')}`)).toEqual([]);
  });

  it('would see zod reached through src/shared (the check itself works)', () => {
    const reached = packagesReached([join(ROOT, 'src/shared/wire/questionSchemas.ts')]);
    expect([...reached.keys()]).toContain('zod');
  });
});
