import { describe, expect, test } from 'vitest';
import { compile } from '../../helpers/markdown.js';

describe('sections collected at compile time', () => {
  test('headings in document order with the text under each; text before the first h2 belongs to the page', async () => {
    const { sections } = await compile('# 运动指令\n\n运动指令用于控制**机械**臂。\n\n## MovJ {#movj}\n\n关节运动。\n\n### 参数\n\n速度。\n\n## MovL\n\n直线。\n');
    expect(sections).toEqual([
      { id: '运动指令', level: 1, heading: '运动指令', text: '运动指令用于控制机械臂。' },
      { id: 'movj', level: 2, heading: 'MovJ', text: '关节运动。' },
      { id: '参数', level: 3, heading: '参数', text: '速度。' },
      { id: 'movl', level: 2, heading: 'MovL', text: '直线。' },
    ]);
  });

  test('a page without h1 starts with its untitled text; a page without text before the first h2 has no page section', async () => {
    expect((await compile('Intro text.\n\n## A\n\nbody\n')).sections).toEqual([
      { id: '', level: 1, heading: '', text: 'Intro text.' },
      { id: 'a', level: 2, heading: 'A', text: 'body' },
    ]);
    expect((await compile('## A\n\nbody\n')).sections).toEqual([{ id: 'a', level: 2, heading: 'A', text: 'body' }]);
  });

  test('table cells, list items and blocks are joined with spaces; inline code and emphasis are not split', async () => {
    const { sections } = await compile('## 寄存器\n\n| 参数 | 类型 |\n| --- | --- |\n| p0 | number寄存器 |\n\n- one\n- two\n\nuse `MovJ`s and **bold**text\n');
    expect(sections[0]!.text).toBe('参数 类型 p0 number寄存器 one two use MovJs and boldtext');
  });

  test('code blocks, # links, admonition headings and mermaid sources are skipped; admonition bodies are kept', async () => {
    const markdown = [
      '## Title',
      '',
      '```lua',
      'MovJ(P1) -- secret code',
      '```',
      '',
      ':::tip[Careful title]',
      '',
      'Admonition body.',
      '',
      ':::',
      '',
      '```mermaid',
      'graph TD; hidden-->diagram',
      '```',
      '',
      'After.',
    ].join('\n');
    const { sections } = await compile(markdown);
    expect(sections).toEqual([{ id: 'title', level: 2, heading: 'Title', text: 'Admonition body. After.' }]);
  });

  test('a line break between Chinese characters inside a paragraph joins them; html stays text', async () => {
    const { sections } = await compile('## 坐标\n\n基坐\n标系 and\nmore &lt;script&gt; `<img src=x onerror=alert(1)>`\n');
    expect(sections[0]!.text).toBe('基坐标系 and more <script> <img src=x onerror=alert(1)>');
  });
});
