import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The JSON report lets CI print a plain 'N passed, N failed' closing line.
    reporters: ['default', ['json', { outputFile: 'node_modules/.cache/vitest/results.json' }]],
  },
});
