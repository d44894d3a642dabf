// How a table's cells may wrap, decided from their text (styles.css: .cell-nowrap, .cell-wrap). A table too
// wide for a phone lays its columns out as narrow as their longest word, and Chinese breaks between any two
// characters: a name like 关节空间 stood a character a line. A cell of a few words stays on one line, a longer
// one wraps at no less than a few words' width, and the table scrolls sideways in its own box instead.
import type { Element, ElementContent, Root } from 'hast';
import { CJK_CHARS } from '../../../shared/search/tokenize.js';
import { visitBlockElements } from './visit-blocks.js';

/** The widest cell, in ems, kept on one line; a longer one wraps at no less (styles.css). */
const ONE_LINE_EMS = 8;
/** A header is a label, read at a glance: a longer one still keeps to one line. */
const ONE_LINE_HEADER_EMS = 12;
// Characters as wide as the font size: CJK, and the full-width punctuation and forms written with it.
const WIDE = new RegExp(`[${CJK_CHARS}\\u3000-\\u303f\\uff00-\\uffef]`, 'u');
// Latin letters, digits and code are about half as wide.
const NARROW_EMS = 0.55;

const TABLE = new Set(['table']);

export function rehypeTableCells() {
  return (tree: Root) => {
    visitBlockElements(tree, TABLE, (table: Element) => markCells(table));
  };
}

function markCells(node: Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'td' || child.tagName === 'th') {
      const limit = child.tagName === 'th' ? ONE_LINE_HEADER_EMS : ONE_LINE_EMS;
      const className = widestLine(child.children) <= limit ? 'cell-nowrap' : 'cell-wrap';
      const classes = child.properties.className;
      child.properties.className = Array.isArray(classes) ? [...classes, className] : [className];
    } else markCells(child); // the rows and their groups; a table in a cell is visited on its own
  }
}

/** The width of the cell's longest line (a `<br>` starts another), estimated in ems. */
function widestLine(nodes: ElementContent[]): number {
  let widest = 0;
  let line = 0;
  const walk = (children: ElementContent[]) => {
    for (const node of children) {
      if (node.type === 'text') for (const char of node.value) line += WIDE.test(char) ? 1 : NARROW_EMS;
      else if (node.type === 'element' && node.tagName === 'br') {
        widest = Math.max(widest, line);
        line = 0;
      } else if (node.type === 'element') walk(node.children);
    }
  };
  walk(nodes);
  return Math.max(widest, line);
}
