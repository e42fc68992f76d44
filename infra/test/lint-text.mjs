// Lints snippets with ESLint's Node API and the repository's own config. Jest cannot load the
// ESM config in-process (dynamic import needs --experimental-vm-modules), so
// lint-boundaries.test.ts runs this in a child Node: [{ filePath, code }] on stdin,
// [[{ ruleId, severity, message }]] on stdout.
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });
const snippets = JSON.parse(readFileSync(0, 'utf8'));
const out = [];
for (const { filePath, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath });
  out.push(result.messages.map(({ ruleId, severity, message }) => ({ ruleId, severity, message })));
}
process.stdout.write(JSON.stringify(out));
