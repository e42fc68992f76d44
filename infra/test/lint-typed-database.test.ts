import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// Queries are typed over a service's own database: `Kysely<any>` (or `Transaction<any>`) is an
// ESLint error (eslint.config.mjs, no-restricted-syntax) everywhere but in migrations, which run
// before the types describe the schema. Linted as if the code sat in each named file.
type Message = { ruleId: string | null; severity: number; message: string };

const UNTYPED = "import type { Kysely, Transaction } from 'kysely';\nexport let db: Kysely<any>;\nexport let trx: Transaction<any>;\n";
const TYPED =
  "import type { Kysely } from 'kysely';\nimport type { KitTables } from '@sqw/service-kit';\nexport let db: Kysely<KitTables & { t: { id: number } }>;\n";

const FILES: Record<string, [code: string, errors: number]> = {
  'services/hall/src/data/legends.ts': [UNTYPED, 2],
  'shared/service-kit/src/outbox.ts': [UNTYPED, 2],
  'services/store/test/helpers.ts': [UNTYPED, 2],
  'shared/service-kit/test/outbox.test.ts': [UNTYPED, 2],
  'infra/src/seed.ts': [UNTYPED, 2],
  'services/hall/src/data/photos.ts': [TYPED, 0],
  'services/hall/src/migrations.ts': [UNTYPED, 0],
  'services/store/src/migrations/0004-order-keyset.ts': [UNTYPED, 0],
  'services/auth/src/mfa-migration.ts': [UNTYPED, 0],
  'shared/service-kit/src/kit-migrations.ts': [UNTYPED, 0],
};

test('Kysely<any> is an error outside migrations, and only there allowed', () => {
  const entries = Object.entries(FILES);
  const input = JSON.stringify(entries.map(([filePath, [code]]) => ({ filePath, code })));
  const results = JSON.parse(execFileSync(process.execPath, [join(__dirname, 'lint-text.mjs')], { input, encoding: 'utf8' })) as Message[][];
  const errors = Object.fromEntries(
    entries.map(([file], i) => [
      file,
      results[i]!.filter((m) => m.ruleId === 'no-restricted-syntax' && m.severity === 2 && m.message.includes('Kysely<any>')).length,
    ]),
  );
  expect(errors).toEqual(Object.fromEntries(entries.map(([file, [, n]]) => [file, n])));
}, 60_000);
