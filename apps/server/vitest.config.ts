import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // On PostgreSQL each test file works in a database of its own (see the file).
    setupFiles: ['test/pg-database-per-file.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
