import type {Config} from 'jest';

/**
 * Browser tests: playwright-core drives Debian's /usr/bin/chromium against the
 * production build served by `npm run serve` on 127.0.0.1 (see
 * e2e/helpers/server.ts). Run after `npm run build`. One worker: 2 cores,
 * and the tests are CPU-bound (two workers took as long and disturbed the
 * layout-shift measurement). `globalSetup` starts the server, one Chromium
 * for the whole run (e2e/helpers/browser.ts) and the background builds of
 * the site copies some specs need (e2e/helpers/siteCopy.ts); the sequencer
 * runs the specs by name, those specs last. `E2E_STATS=<file>` appends each
 * spec's launches, contexts and page loads to <file> (e2e/helpers/stats.ts).
 */
const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.e2e.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', {jsc: {parser: {syntax: 'typescript'}}}],
  },
  moduleNameMapper: {'^@site/(.*)$': '<rootDir>/$1'},
  globalSetup: '<rootDir>/e2e/helpers/globalSetup.ts',
  globalTeardown: '<rootDir>/e2e/helpers/globalTeardown.ts',
  setupFilesAfterEnv: ['<rootDir>/e2e/helpers/stats.ts'],
  testSequencer: '<rootDir>/e2e/helpers/sequencer.cjs',
  maxWorkers: 1,
  testTimeout: 60_000,
};

export default config;
