// Reading time: Chinese by characters, other text by words.
import { describe, expect, test } from 'vitest';
import { readingMinutes } from '../../../src/render/blog/reading-time.js';

describe('reading time', () => {
  test('English is counted by words, 200 a minute', () => {
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
    expect(readingMinutes('A short note.')).toBe(1);
    // A word with an apostrophe is one; punctuation and markdown around words are none.
    expect(readingMinutes("don't **stop** — it’s `fine`, 3 axes. ".repeat(200))).toBe(6); // 6 words, 200 times
  });

  test('Chinese is counted by characters, 250 a minute, not by spaces', () => {
    const chinese = '机械臂按照脚本运动'.repeat(250); // 2,250 characters and not one space
    expect(readingMinutes(chinese)).toBe(9);
  });

  test('mixed text adds both: Chinese characters and the Latin words between them', () => {
    expect(readingMinutes(`${'调用 MovJ 指令，'.repeat(100)}`)).toBe(Math.round((100 * 4) / 250 + 100 / 200));
  });
});
