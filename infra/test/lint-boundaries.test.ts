import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// The import boundaries are ESLint's `sqw/boundaries` rule (eslint/boundaries.mjs, run by
// `pnpm lint`). These lint deliberate crossings as if they sat in the named file, through
// ESLint's Node API (`new ESLint({ cwd: repoRoot }).lintText`) in a child Node.
type Message = { ruleId: string | null; severity: number; message: string };

const SNIPPETS = {
  remoteToRemote: ['remotes/hall/src/scratch.ts', "import x from '../../store/src/index';\nimport '@sqw/remote-store';\nexport { x };\n"],
  serviceToService: ['services/hall/src/scratch.ts', "import '../../store/src/service';\nimport '@sqw/service-auth';\n"],
  browserToServer: [
    'remotes/hall/src/scratch.ts',
    "import 'node:fs';\nimport 'fastify';\nimport 'pg';\nimport '@sqw/service-kit';\nimport '../../../services/hall/src/service';\n",
  ],
  platformToNode: ['shared/platform/src/scratch.ts', "import { readFileSync } from 'node:fs';\nexport { readFileSync };\n"],
  infraToServiceFile: ['infra/src/scratch.ts', "import '../../services/hall/src/service';\n"],
  e2eToServiceFile: ['e2e/tests/scratch.ts', "import '../../services/auth/src/keys';\n"],
  infraToServicePackage: ['infra/src/scratch.ts', "import '@sqw/service-hall';\nimport '@sqw/service-auth/keys';\n"],
  contractsToOurs: ['shared/contracts/src/scratch.ts', "import '@sqw/platform';\nimport '../../ui/src/index';\n"],
  browserOrdinary: [
    'remotes/hall/src/scratch.ts',
    "import { useState } from 'react';\nimport { hall } from '@sqw/contracts';\nimport { api } from '@sqw/platform';\nimport './local';\nexport { useState, hall, api };\n",
  ],
  serviceOrdinary: [
    'services/hall/src/scratch.ts',
    "import { z } from 'zod';\nimport { readFileSync } from 'node:fs';\nimport '@sqw/service-kit';\nexport { z, readFileSync };\n",
  ],
} as const;

let lint: Record<keyof typeof SNIPPETS, Message[]>;
beforeAll(() => {
  const entries = Object.entries(SNIPPETS);
  const input = JSON.stringify(entries.map(([, [filePath, code]]) => ({ filePath, code })));
  const output = execFileSync(process.execPath, [join(__dirname, 'lint-text.mjs')], { input, encoding: 'utf8' });
  const results = JSON.parse(output) as Message[][];
  lint = Object.fromEntries(entries.map(([name], i) => [name, results[i]!])) as typeof lint;
}, 60_000);

const boundaryErrors = (name: keyof typeof SNIPPETS) => lint[name].filter((m) => m.ruleId === 'sqw/boundaries' && m.severity === 2).map((m) => m.message);

test('a remote importing another remote, by path or by package name, is an error', () => {
  expect(boundaryErrors('remoteToRemote')).toEqual([
    expect.stringContaining('remotes/hall → remotes/store'),
    expect.stringContaining('remotes/hall → remotes/store'),
  ]);
});

test('a service importing another service is an error', () => {
  expect(boundaryErrors('serviceToService')).toEqual([
    expect.stringContaining('services/hall → services/store'),
    expect.stringContaining('services/hall → services/auth'),
  ]);
});

test('browser code importing Node builtins, server libraries or server code is an error', () => {
  expect(boundaryErrors('browserToServer')).toEqual([
    expect.stringContaining("Node builtins ('node:fs')"),
    expect.stringContaining("server libraries ('fastify')"),
    expect.stringContaining("server libraries ('pg')"),
    expect.stringContaining('server code (shared/service-kit)'),
    expect.stringContaining('server code (services/hall)'),
  ]);
  expect(boundaryErrors('platformToNode')).toEqual([expect.stringContaining("Node builtins ('node:fs')")]);
});

test("infra and e2e importing a service's files by path is an error; its package entry is fine", () => {
  expect(boundaryErrors('infraToServiceFile')).toEqual([expect.stringContaining("infra never imports a service's files by path")]);
  expect(boundaryErrors('e2eToServiceFile')).toEqual([expect.stringContaining("e2e never imports a service's files by path")]);
  expect(boundaryErrors('infraToServicePackage')).toEqual([]);
});

test('@sqw/contracts importing anything of ours is an error', () => {
  expect(boundaryErrors('contractsToOurs')).toEqual([expect.stringContaining("('@sqw/platform')"), expect.stringContaining("('../../ui/src/index')")]);
});

test('ordinary imports pass', () => {
  expect(lint.browserOrdinary.filter((m) => m.severity === 2)).toEqual([]);
  expect(lint.serviceOrdinary.filter((m) => m.severity === 2)).toEqual([]);
});
