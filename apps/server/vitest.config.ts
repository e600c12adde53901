import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // On PostgreSQL each test file works in a database of its own (see the file); on PGlite each
    // database starts from one migrated data directory made once per run (see the files).
    globalSetup: ['test/pglite-template.global.ts'],
    setupFiles: ['test/pg-database-per-file.ts', 'test/pglite-template.setup.ts'],
    // Generous: on a busy 2-core machine a file's app set-up can take minutes; slow is not failed
    // (speed is measured in bench/, never asserted in a test).
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
