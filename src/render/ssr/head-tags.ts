// The config's headTags as HTML, the same in every page's head.
import type { ParsedConfig } from '../config/schema.js';
import { escapeHtml } from './html-template.js';

const VOID = new Set(['link', 'meta']);

export function headTagHtml({ tagName, attributes, innerHTML }: ParsedConfig['headTags'][number]): string {
  const written = Object.entries(attributes).flatMap(([name, value]) => (value === false ? [] : [value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`]));
  return `<${tagName}${written.join('')}>${VOID.has(tagName) ? '' : `${innerHTML ?? ''}</${tagName}>`}`;
}
