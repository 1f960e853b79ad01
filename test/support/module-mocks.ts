// The test files that replace a module with vi.mock. They run isolated, each with modules of its own
// (vitest.config.ts): every other file shares its worker's loaded modules, where a mock would leak
// into the files after it. module-mocks.test.ts fails when a file mocks a module without being listed.
export const TEST_FILES_THAT_MOCK_MODULES = [
  'app/api/client.test.ts',
  'test/security/limit-races.test.ts',
];
