import { describe, expect, test } from 'vitest';
import { decodeTerm, isCjkTerm, scanTokens, tokenize } from '../../../src/shared/search/tokenize.js';

const readable = (text: string) => tokenize(text).map(decodeTerm);

describe('the search tokeniser', () => {
  test('Latin words are lower-cased; identifiers stay whole', () => {
    expect(readable('Call MovJ, ModbusCreate and TCPCreate(ip, 6001); DO_Instant p0')).toEqual(['call', 'movj', 'modbuscreate', 'and', 'tcpcreate', 'ip', '6001', 'do_instant', 'p0']);
  });

  test('a CJK run becomes its overlapping bigrams; a lone character stays a term', () => {
    expect(readable('机械臂')).toEqual(['机械', '械臂']);
    expect(readable('用户坐标系')).toEqual(['用户', '户坐', '坐标', '标系']);
    expect(readable('臂')).toEqual(['臂']);
    expect(readable('控制机械臂。然后')).toEqual(['控制', '制机', '机械', '械臂', '然后']);
  });

  test('mixed text splits at the change of script: `Lua脚本` is `lua` and `脚本`', () => {
    expect(readable('Lua脚本')).toEqual(['lua', '脚本']);
    expect(readable('用Lua脚本控制MovJ运动')).toEqual(['用', 'lua', '脚本', '本控', '控制', 'movj', '运动']);
  });

  test('a word of two characters in the middle of a sentence is one of the sentence terms', () => {
    const sentence = tokenize('机械触点可能抖动，在几毫秒内产生多个边沿');
    for (const word of ['抖动', '毫秒', '边沿', '可能']) expect(sentence).toContain(tokenize(word)[0]);
  });

  test('CJK terms are encoded in capitals, which no Latin term contains', () => {
    const [term] = tokenize('机械');
    expect(term).toMatch(/^[A-P]{8}$/);
    expect(isCjkTerm(term!)).toBe(true);
    expect(isCjkTerm('movj')).toBe(false);
    expect(tokenize('ABCD EFGH')).toEqual(['abcd', 'efgh']);
    // Characters beyond the Basic Multilingual Plane round-trip too.
    expect(readable('𠀀𠀁')).toEqual(['𠀀𠀁']);
  });

  test('tokens keep their place in the text, for highlighting', () => {
    expect(scanTokens('MovJ 机械臂').map(({ start, end, cjk }) => [start, end, cjk])).toEqual([
      [0, 4, false],
      [5, 7, true],
      [6, 8, true],
    ]);
  });

  test('punctuation and symbols are not terms', () => {
    expect(tokenize('— … () {} <> 。，、')).toEqual([]);
  });
});
