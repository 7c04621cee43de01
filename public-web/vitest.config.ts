import { defineConfig } from 'vitest/config';

// Unit specs for the app's own logic, beside the code; pages and screens are covered by the
// browser tests in test/e2e.
export default defineConfig({
  // The shared package is read from its source (tsconfig paths), as the type check does, so the specs
  // need no build first.
  resolve: { tsconfigPaths: true },
  // One module graph per worker, not per file: the specs import MUI and react-admin, whose loading
  // took minutes when repeated for every file; the specs keep no state of their own between files.
  test: { include: ['src/**/*.spec.ts'], environment: 'node', isolate: false },
});
