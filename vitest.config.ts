import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The JSON report lets CI print a plain 'N passed, N failed' closing line.
    reporters: ['default', ['json', { outputFile: 'node_modules/.cache/vitest/results.json' }]],
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/**/*.test.{ts,tsx}'], exclude: ['tests/e2e/**'] } },
      {
        extends: true,
        // The browser suites share one build of each site, made and served by the global setup.
        test: { name: 'e2e', include: ['tests/e2e/**/*.test.{ts,tsx}'], globalSetup: ['tests/e2e/setup/global-setup.ts'] },
      },
    ],
  },
});
