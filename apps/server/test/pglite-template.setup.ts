import { inject } from 'vitest';

// Read by testConfig (src/config.ts): each test file's in-memory databases start migrated.
const template = inject('pgliteTemplate');
if (template) process.env.TEST_PGLITE_TEMPLATE = template;
