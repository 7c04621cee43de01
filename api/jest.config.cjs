/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: '\\.(spec|e2e-spec)\\.ts$',
  // The API is an ES module package (NestJS 12 ships ESM only).
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      // 151002: ts-jest prefers isolatedModules with node16 modules, which decorator metadata on relations rules out.
      { useESM: true, tsconfig: '<rootDir>/tsconfig.json', diagnostics: { ignoreCodes: [151002] } },
    ],
  },
  moduleNameMapper: {
    '^@hauskonfig/shared$': '<rootDir>/../shared/src/index.ts',
    '^@hauskonfig/demo-catalogue$': '<rootDir>/../demo-catalogue/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  setupFiles: ['<rootDir>/test/setup/worker-database.ts'],
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  testTimeout: 60000,
};
