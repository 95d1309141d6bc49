import type {Config} from 'jest';

/**
 * Browser tests: playwright-core drives Debian's /usr/bin/chromium against the
 * production build served by `docusaurus serve` on 127.0.0.1 (see
 * e2e/helpers/server.ts). Run after `npm run build`. One worker: 2 cores.
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
  maxWorkers: 1,
  testTimeout: 60_000,
};

export default config;
