import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// `sqw/file-names` (eslint/file-names.mjs): components in PascalCase, every other module in
// kebab-case, hooks included. Linted as if the code sat in each named file.
type Message = { ruleId: string | null; severity: number };

const FILES = {
  'remotes/hall/src/HallPage.tsx': true,
  'remotes/media/src/components/CardList.ts': true,
  'shared/platform/src/use-mutation.ts': true,
  'services/store/src/data/admin-orders.ts': true,
  'remotes/hall/test/gallery.test.tsx': true,
  'shell/test/site/ventures.fixture.ts': true,
  'shared/platform/src/useMutation.ts': false,
  'remotes/hall/src/levelStyle.ts': false,
  'services/store/src/order_listing.ts': false,
  'shell/src/site/Home-Page.tsx': false,
} as const;

test('a file is named in PascalCase (a component) or kebab-case (anything else), and nothing else', () => {
  const entries = Object.keys(FILES);
  const input = JSON.stringify(entries.map((filePath) => ({ filePath, code: 'export const x = 1;\n' })));
  const results = JSON.parse(execFileSync(process.execPath, [join(__dirname, 'lint-text.mjs')], { input, encoding: 'utf8' })) as Message[][];
  const named = Object.fromEntries(entries.map((file, i) => [file, !results[i]!.some((m) => m.ruleId === 'sqw/file-names' && m.severity === 2)]));
  expect(named).toEqual(FILES);
}, 60_000);
