// The progress a person reads: one updating line per stage on a terminal, a plain line every few seconds in CI.
import { describe, expect, test } from 'vitest';
import { createLogger } from '../../src/cli/logger.js';

function fakeStream(isTTY: boolean) {
  const chunks: string[] = [];
  return { chunks, stream: { isTTY, write: (text: string) => (chunks.push(text), true) } as unknown as NodeJS.WriteStream };
}

describe('progress', () => {
  test('on a terminal: one line updated in place, with pages done, the rate and the time, cleared at the end', () => {
    const previous = process.env.CI;
    delete process.env.CI;
    try {
      let time = 0;
      const { chunks, stream } = fakeStream(true);
      const logger = createLogger({ stream, now: () => time });
      logger.progress('markdown', 1, 400);
      time = 2_000;
      logger.progress('markdown', 200, 400);
      time = 2_050; // too soon to redraw
      logger.progress('markdown', 210, 400);
      time = 4_000;
      logger.progress('markdown', 400, 400);
      expect(chunks).toEqual(['\r\x1b[2K  markdown 1/400 · 0.0 s', '\r\x1b[2K  markdown 200/400 · 100/s · 2.0 s', '\r\x1b[2K  markdown 400/400 · 100/s · 4.0 s', '\r\x1b[2K']);
    } finally {
      if (previous !== undefined) process.env.CI = previous;
    }
  });

  test('without a terminal: a plain line every five seconds of a long stage, nothing for a short one', () => {
    let time = 0;
    const { chunks, stream } = fakeStream(false);
    const logger = createLogger({ stream, now: () => time });
    for (let done = 1; done <= 100; done++) {
      time = done * 100; // 10 s in all
      logger.progress('write', done, 100);
    }
    expect(chunks).toEqual(['  write 51/100 · 10/s · 5.0 s\n', '  write 100/100 · 10/s · 9.9 s\n']);
    chunks.length = 0;
    for (let done = 1; done <= 10; done++) logger.progress('render', done, 10);
    expect(chunks).toEqual([]);
  });

  test('--perf reports the heap and RSS high-water marks', () => {
    const { stream } = fakeStream(false);
    const logger = createLogger({ stream, verbose: true });
    logger.stage('markdown', 12);
    expect(logger.memory()).toMatch(/^peak heap \d+ MiB \(sampled at the end of each stage\), peak RSS \d+ MiB$/);
  });
});
