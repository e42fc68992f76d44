// The TypeScript projects of tsconfig.json (see docs/CONVENTIONS.md, "TypeScript projects"):
// a file placed in a service's src is checked without the DOM lib, one in a remote's src without
// Node's types, and @sqw/contracts with neither. Each check compiles one in-memory file under the
// project's own options, at a path inside the folder the project covers (nothing is written).
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { ROOT } from '../src/topology';

const PROJECTS = {
  shared: 'tsconfig.shared.json',
  browser: 'tsconfig.browser.json',
  server: 'tsconfig.server.json',
  browserTests: 'tsconfig.browser-tests.json',
  serverTests: 'tsconfig.server-tests.json',
  playwright: 'tsconfig.playwright.json',
};

function parse(project: string): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(join(ROOT, project), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(`${project}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    },
  });
  if (!parsed) throw new Error(`${project} could not be read`);
  expect(parsed.errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
  return parsed;
}

/** The errors `project` reports in `text`, checked as the file `file` (from the repository root). */
function errorsIn(project: string, file: string, text: string): string[] {
  const { options, fileNames } = parse(project);
  const fileName = join(ROOT, file);
  // The scratch file stands where the project's own files are: a sibling is one of them.
  const folder = relative(ROOT, join(fileName, '..'));
  expect(fileNames.some((f) => relative(ROOT, join(f, '..')) === folder)).toBe(true);

  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === fileName ? ts.createSourceFile(name, text, language) : getSourceFile.call(host, name, language, ...rest);
  host.fileExists = (name) => name === fileName || fileExists.call(host, name);
  host.readFile = (name) => (name === fileName ? text : readFile.call(host, name));
  const program = ts.createProgram({ rootNames: [fileName], options, host });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName === fileName || !d.file)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const USES_DOCUMENT = 'export const title = (): string => document.title;\n';
const USES_NODE_FS = "import { readFileSync } from 'node:fs';\nexport const read = (): string => readFileSync('x', 'utf8');\n";
const USES_BUFFER = "export const bytes = (): number => Buffer.from('x').length;\n";
const USES_PROCESS_ENV = 'export const mode = (): string | undefined => process.env.NODE_ENV;\n';
const USES_JEST = "describe('x', () => undefined);\n";

const SERVICE_FILE = 'services/hall/src/__ts-projects-scratch.ts';
const REMOTE_FILE = 'remotes/hall/src/__ts-projects-scratch.ts';
const CONTRACTS_FILE = 'shared/contracts/src/__ts-projects-scratch.ts';

jest.setTimeout(60_000);

describe('TypeScript projects', () => {
  test('pnpm typecheck runs every project that tsconfig.json lists, and they are these', () => {
    const root = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
    expect(root.error).toBeUndefined();
    const listed = (root.config.references as { path: string }[]).map((r) => r.path.replace(/^\.\//, ''));
    expect([...listed].sort()).toEqual(Object.values(PROJECTS).sort());
    expect(root.config.files).toEqual([]);
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.typecheck).toBe('tsx infra/src/typecheck.ts');
  });

  test('the server project rejects document in a service, and takes node:fs', () => {
    expect(errorsIn(PROJECTS.server, SERVICE_FILE, USES_DOCUMENT).join('\n')).toMatch(/Cannot find name 'document'/);
    expect(errorsIn(PROJECTS.server, SERVICE_FILE, USES_NODE_FS)).toEqual([]);
    expect(errorsIn(PROJECTS.server, SERVICE_FILE, USES_JEST).join('\n')).toMatch(/Cannot find name 'describe'/);
  });

  test('the browser project rejects node:fs, Buffer and process in a remote, and takes document', () => {
    expect(errorsIn(PROJECTS.browser, REMOTE_FILE, USES_NODE_FS).join('\n')).toMatch(/Cannot find module 'node:fs'/);
    expect(errorsIn(PROJECTS.browser, REMOTE_FILE, USES_BUFFER).join('\n')).toMatch(/Cannot find name 'Buffer'/);
    expect(errorsIn(PROJECTS.browser, REMOTE_FILE, USES_PROCESS_ENV).join('\n')).toMatch(/Cannot find name 'process'/);
    expect(errorsIn(PROJECTS.browser, REMOTE_FILE, USES_JEST).join('\n')).toMatch(/Cannot find name 'describe'/);
    expect(errorsIn(PROJECTS.browser, REMOTE_FILE, USES_DOCUMENT)).toEqual([]);
  });

  test('the shared project (@sqw/contracts) takes neither side', () => {
    expect(errorsIn(PROJECTS.shared, CONTRACTS_FILE, USES_DOCUMENT).join('\n')).toMatch(/Cannot find name 'document'/);
    expect(errorsIn(PROJECTS.shared, CONTRACTS_FILE, USES_NODE_FS).join('\n')).toMatch(/Cannot find module 'node:fs'/);
  });
});
