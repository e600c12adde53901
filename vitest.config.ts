import { defineConfig } from 'vitest/config';

// One runner for every unit, component and API test; each project keeps its own environment.
export default defineConfig({
  test: {
    // PGlite is one in-process database per test file; two workers suit two cores.
    maxWorkers: 2,
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});
