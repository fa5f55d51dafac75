/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'api-pglite', include: ['tests/api/**/*.test.ts'], env: { TEST_DB: 'pglite' }, testTimeout: 30_000, hookTimeout: 60_000 } },
      ...(postgres
        ? [{ test: { name: 'api-postgres', include: ['tests/api/**/*.test.ts'], env: { TEST_DB: 'postgres' }, testTimeout: 30_000, hookTimeout: 60_000 } }]
        : []),
    ],
  },
});
