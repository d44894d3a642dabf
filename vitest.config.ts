import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Files whose test is a large build that keeps both cores busy on its own: they run after the others, one at a time. */
const WHOLE_MACHINE = ['tests/cli/memory-cap.test.ts', 'tests/cli/kill.test.ts', 'tests/integration/threads.test.ts'];

/**
 * At least two files at a time: a browser test spends much of its time waiting on the page, which another file's
 * work fills (vitest's default, one core less than the machine has, runs one at a time on two cores).
 */
const FILES_AT_ONCE = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The JSON report lets CI print a plain 'N passed, N failed' closing line.
    reporters: ['default', ['json', { outputFile: 'node_modules/.cache/vitest/results.json' }]],
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/**/*.test.{ts,tsx}'], exclude: ['tests/e2e/**', ...WHOLE_MACHINE], maxWorkers: FILES_AT_ONCE, sequence: { groupOrder: 0 } } },
      {
        extends: true,
        // The browser suites share one build of each site, made and served by the global setup.
        test: { name: 'e2e', include: ['tests/e2e/**/*.test.{ts,tsx}'], globalSetup: ['tests/e2e/setup/global-setup.ts'], maxWorkers: FILES_AT_ONCE, sequence: { groupOrder: 0 } },
      },
      { extends: true, test: { name: 'whole-machine', include: WHOLE_MACHINE, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
