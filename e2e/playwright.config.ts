import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../infra/src/chromium-flags';
import { E2E_DATA_DIR, PORT_OFFSET, SITE } from './support/env';

// The suites run against the production build served exactly as `pnpm start` serves it,
// on shifted ports and a fresh data dir so they never touch a developer's running site.
export default defineConfig({
  testDir: './tests',
  outputDir: `test-results/${PORT_OFFSET}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: SITE,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: 'node --import tsx ../infra/src/start.ts',
    url: `${SITE}/config.json`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      SQW_PORT_OFFSET: String(PORT_OFFSET),
      SQW_DATA_DIR: E2E_DATA_DIR,
      SQW_FRESH: '1',
      SQW_EVERY_AREA: '1',
      LOG_LEVEL: 'warn',
      SQW_RESTART_DELAY_MS: '5000',
      // One IP plays every visitor here; the limits themselves are proven by the services' tests.
      RATE_LIMIT_SCALE: '50',
      RATE_LIMIT_PER_IP: '5000',
      RATE_LIMIT_PER_ADDRESS: '500',
    },
  },
});
