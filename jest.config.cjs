// Two projects: browser code under jsdom, services and shared server code under node.
// ESM-only dependencies are transformed like our own TypeScript.
const esmOnly = ['jose', 'cookie', 'rettime', 'until-async', '@open-draft\\+deferred-promise'];
const transform = {
  '^.+\\.(t|j|mj)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};
const transformIgnorePatterns = [`/node_modules/\\.pnpm/(?!(${esmOnly.join('|')})@)`];
const common = { transform, transformIgnorePatterns, moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'] };

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/services/*/test/**/*.test.ts',
        '<rootDir>/shared/{service-kit,contracts,rspack-preset}/test/**/*.test.ts',
        '<rootDir>/infra/test/**/*.test.ts',
      ],
      globalSetup: '<rootDir>/jest/global-setup.mjs',
      globalTeardown: '<rootDir>/jest/global-teardown.mjs',
    },
    {
      ...common,
      displayName: 'browser',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/{shell,remotes/*,shared/ui,shared/platform,shared/router}/test/**/*.test.{ts,tsx}'],
      setupFiles: ['<rootDir>/jest/browser-setup.cjs'],
    },
  ],
};
