/** Two projects: pure unit tests, and integration tests against the local stack (started once per run). */
const transform = {
  '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
  ],
};
const setupFiles = ['<rootDir>/tests/setup/websocket.ts'];
// Tests run in Node, not in a client bundle: `server-only` resolves to its empty React Server build there.
const moduleNameMapper = { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/node_modules/server-only/empty.js' };

const config = {
  // The machine may be busy (bcrypt, PGlite, builds): hooks and tests get a minute.
  testTimeout: 60000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
      transform,
      moduleNameMapper,
      setupFiles,
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
      transform,
      moduleNameMapper,
      setupFiles,
      globalSetup: '<rootDir>/tests/integration/global-setup.mjs',
      globalTeardown: '<rootDir>/tests/integration/global-teardown.mjs',
      testTimeout: 60000,
    },
  ],
};

export default config;
