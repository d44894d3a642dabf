import { describe, expect, test } from 'vitest';
import { queryTerms } from '../../../src/shared/search/build-query.js';
import { escapeHtml, highlightValue, type HighlightTags } from '../../../src/shared/search/highlight.js';

const tags: HighlightTags = { pre: '<mark>', post: '</mark>', ellipsis: '…' };
const run = (text: string, query: string, words = 10) => highlightValue(text, queryTerms(query), words, tags);
/** The words of a snippet, without the highlight tags and the ellipsis. */
const wordsOf = (value: string) => value.replace(/<\/?mark>/g, '').replace(/…/g, ' ').trim().split(/\s+/);
const numbered = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`);

describe('highlighting', () => {
  test('text is escaped first, then the highlight tags are added', () => {
    const { highlight } = run('<script>alert(1)</script> and <img src=x onerror=alert(1)>', 'script');
    expect(highlight.value).toBe('&lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt; and &lt;img src=x onerror=alert(1)&gt;');
    expect(run('<img src=x onerror=alert(1)>', 'onerror').highlight.value).toBe('&lt;img src=x <mark>onerror</mark>=alert(1)&gt;');
    expect(escapeHtml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&#39;e&#39;');
  });

  test('match level, matched words as typed, fully highlighted', () => {
    expect(run('MovJ', 'movj').highlight).toEqual({ value: '<mark>MovJ</mark>', matchLevel: 'full', matchedWords: ['movj'], fullyHighlighted: true });
    expect(run('MovJ and MovL', 'movj movl').highlight).toEqual({ value: '<mark>MovJ</mark> and <mark>MovL</mark>', matchLevel: 'full', matchedWords: ['movj', 'movl'], fullyHighlighted: false });
    expect(run('MovJ only', 'movl movj').highlight.matchLevel).toBe('partial');
    expect(run('nothing here', 'movj').highlight).toEqual({ value: 'nothing here', matchLevel: 'none', matchedWords: [] });
    expect(run('控制机械臂运动', '机械臂').highlight).toEqual({ value: '控制<mark>机械臂</mark>运动', matchLevel: 'full', matchedWords: ['机械', '械臂'], fullyHighlighted: false });
  });

  test('a prefix match marks the typed part; a typo marks the word', () => {
    expect(run('Call ModbusCreate first', 'modbus').highlight.value).toBe('Call <mark>Modbus</mark>Create first');
    expect(run('The coordinate system', 'coordnate').highlight.value).toBe('The <mark>coordinate</mark> system');
    expect(run('Use Modbus TCP', 'modbsu').highlight.value).toBe('Use <mark>Modbus</mark> TCP');
    expect(run('臂很长', '臂').highlight.value).toBe('<mark>臂</mark>很长');
  });

  test('only the last query word matches as a prefix', () => {
    expect(run('ModbusCreate makes a master', 'modbus master').highlight.value).toBe('ModbusCreate makes a <mark>master</mark>');
    expect(run('ModbusCreate makes a master', 'master modbus').highlight.value).toBe('<mark>Modbus</mark>Create makes a <mark>master</mark>');
  });
});

describe('snippets', () => {
  test('N words around the first match, with the ellipsis where the text was cut', () => {
    const text = numbered(30).join(' ');
    const { snippet } = run(text, 'w15');
    expect(snippet.value).toBe('…w12 w13 w14 <mark>w15</mark> w16 w17 w18 w19 w20 w21…');
    expect(wordsOf(snippet.value)).toHaveLength(10);
    expect(wordsOf(run(text, 'w15', 5).snippet.value)).toEqual(['w14', 'w15', 'w16', 'w17', 'w18']);
    expect(snippet.matchLevel).toBe('full');
  });

  test('at the start no leading ellipsis; near the end the window reaches back to keep N words', () => {
    const text = numbered(30).join(' ');
    expect(run(text, 'w0').snippet.value).toBe('<mark>w0</mark> w1 w2 w3 w4 w5 w6 w7 w8 w9…');
    expect(run(text, 'w29').snippet.value).toBe('…w20 w21 w22 w23 w24 w25 w26 w27 w28 <mark>w29</mark>');
    expect(run('short text here', 'text').snippet.value).toBe('short <mark>text</mark> here');
  });

  test('without a match, the first N words', () => {
    const { snippet } = run(numbered(30).join(' '), 'absent', 5);
    expect(snippet).toEqual({ value: 'w0 w1 w2 w3 w4…', matchLevel: 'none' });
  });

  test('Chinese counts two characters as a word: 10 words are 20 characters, 5 are 10', () => {
    const text = '机械臂运动指令用于控制机械臂的关节运动和直线运动本页先说明所有运动指令共用的概念然后逐条介绍各指令的参数';
    const ten = run(text, '关节').snippet.value;
    expect(ten.replace(/<\/?mark>|…/g, '')).toHaveLength(20);
    expect(ten).toBe('…控制机械臂的<mark>关节</mark>运动和直线运动本页先说明…');
    expect(run(text, '关节', 5).snippet.value.replace(/<\/?mark>|…/g, '')).toHaveLength(10);
  });

  test('snippets are escaped too, the ellipsis included', () => {
    const text = `${numbered(20).join(' ')} <script>alert(1)</script> ${numbered(20).join(' ')}`;
    const { snippet } = highlightValue(text, queryTerms('alert'), 4, { ...tags, ellipsis: '<b>' });
    expect(snippet.value).toBe('&lt;b&gt;w19 <script>alert(1)</script> w0 w1&lt;b&gt;'.replace('<script>alert(1)</script>', '&lt;script&gt;<mark>alert</mark>(1)&lt;/script&gt;'));
  });
});
