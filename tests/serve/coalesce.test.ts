import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createCoalescer } from '../../src/cli/serve/coalesce.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test('a burst of events is one batch, handed over once the files are quiet', async () => {
  const batches: string[][] = [];
  const coalescer = createCoalescer(async (paths) => void batches.push(paths), { quietMs: 30, maxWaitMs: 500 });
  for (let i = 0; i < 300; i++) {
    coalescer.add(`/docs/page-${i}.md`);
    if (i % 50 === 0) await vi.advanceTimersByTimeAsync(10);
  }
  coalescer.add('/docs/page-0.md'); // a file saved twice counts once
  expect(batches).toEqual([]);
  await vi.advanceTimersByTimeAsync(31);
  expect(batches).toHaveLength(1);
  expect(batches[0]).toHaveLength(300);
});

test('events during a rebuild make up exactly one next batch; rebuilds never overlap', async () => {
  const batches: string[][] = [];
  let running = 0;
  let release!: () => void;
  const coalescer = createCoalescer(
    async (paths) => {
      running++;
      expect(running).toBe(1);
      batches.push(paths);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      running--;
    },
    { quietMs: 30, maxWaitMs: 500 },
  );
  coalescer.add('/a.md');
  await vi.advanceTimersByTimeAsync(31);
  expect(batches).toEqual([['/a.md']]);
  coalescer.add('/b.md');
  coalescer.add('/c.md');
  await vi.advanceTimersByTimeAsync(100);
  expect(batches).toHaveLength(1); // still rebuilding the first batch
  release();
  await vi.advanceTimersByTimeAsync(31);
  expect(batches).toEqual([['/a.md'], ['/b.md', '/c.md']]);
  await coalescer.idle();
});

test('an endless stream of events is still handed over after the longest wait', async () => {
  const batches: string[][] = [];
  const coalescer = createCoalescer(async (paths) => void batches.push(paths), { quietMs: 30, maxWaitMs: 200 });
  for (let i = 0; i < 25; i++) {
    coalescer.add(`/f${i}`);
    await vi.advanceTimersByTimeAsync(10);
  }
  expect(batches.length).toBe(1);
  expect(batches[0]!.length).toBeGreaterThan(15);
});

test('a failing rebuild does not stop the next one', async () => {
  const batches: string[][] = [];
  const coalescer = createCoalescer(
    async (paths) => {
      batches.push(paths);
      if (batches.length === 1) throw new Error('broken');
    },
    { quietMs: 30, maxWaitMs: 500 },
  );
  coalescer.add('/a');
  await vi.advanceTimersByTimeAsync(31);
  coalescer.add('/b');
  await vi.advanceTimersByTimeAsync(31);
  expect(batches).toEqual([['/a'], ['/b']]);
});

test('once a batch holds several files, it waits longer for quiet: a checkout may pause between files', async () => {
  const batches: string[][] = [];
  const coalescer = createCoalescer(async (paths) => void batches.push(paths), { quietMs: 30, burstQuietMs: 150, maxWaitMs: 3000 });
  for (let i = 0; i < 10; i++) {
    coalescer.add(`/f${i}`);
    await vi.advanceTimersByTimeAsync(i === 5 ? 100 : 5);
  }
  await vi.advanceTimersByTimeAsync(140);
  expect(batches).toEqual([]);
  await vi.advanceTimersByTimeAsync(10);
  expect(batches).toHaveLength(1);
  expect(batches[0]).toHaveLength(10);
});
