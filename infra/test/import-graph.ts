import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(__dirname, '../..');
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];

/** Our workspace packages by name, with the files their `exports` name. */
function workspacePackages(): Map<string, { dir: string; exports: Record<string, string> }> {
  const out = new Map<string, { dir: string; exports: Record<string, string> }>();
  for (const name of readdirSync(join(ROOT, 'shared'))) {
    const file = join(ROOT, 'shared', name, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name: string; main?: string; exports?: Record<string, string> };
    out.set(pkg.name, { dir: dirname(file), exports: pkg.exports ?? { '.': pkg.main ?? './src/index.ts' } });
  }
  return out;
}

const asFile = (base: string): string | null => {
  for (const candidate of [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => join(base, 'index' + e))])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
};

/**
 * The specifiers a module imports for its running code: type-only imports and exports are left
 * out (they vanish in the build), and so are `import()` calls (a chunk fetched later, not with
 * the page).
 */
export function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : null;
      const typeOnly = clause && (clause.isTypeOnly || (!clause.name && named && named.length > 0 && named.every((e) => e.isTypeOnly)));
      if (!typeOnly) out.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      out.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return out;
}

/**
 * Every module a page's first screen evaluates, followed from `entries` through static imports
 * (into our workspace packages too), and the npm packages they reach: what lands in the page's
 * synchronous chunks. `via` names, for each npm package, one chain of files that imports it.
 */
export function firstScreenPackages(entries: string[]): Map<string, string[]> {
  const packages = workspacePackages();
  const seen = new Map<string, string[]>();
  const reached = new Map<string, string[]>();
  const queue: [string, string[]][] = entries.map((e) => [resolve(ROOT, e), []]);
  while (queue.length) {
    const [file, chain] = queue.shift()!;
    if (seen.has(file)) continue;
    const here = [...chain, file.slice(ROOT.length + 1)];
    seen.set(file, here);
    for (const spec of runtimeImports(file)) {
      let target: string | null = null;
      if (spec.startsWith('.')) target = asFile(resolve(dirname(file), spec));
      else {
        const parts = spec.split('/');
        const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
        const sub = '.' + spec.slice(name.length);
        const workspace = packages.get(name);
        if (!workspace) {
          if (!reached.has(name)) reached.set(name, here);
          continue;
        }
        const exported = workspace.exports[sub];
        if (!exported) throw new Error(`${file} imports ${spec}, which ${name} does not export`);
        target = asFile(join(workspace.dir, exported));
      }
      if (!target) throw new Error(`${file} imports ${spec}, which is not a file`);
      queue.push([target, here]);
    }
  }
  return reached;
}
