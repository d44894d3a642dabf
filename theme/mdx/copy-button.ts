// A code block's copy button, as HTML (code blocks are built as text, fenced ones and <CodeBlock> alike): the copy
// icon, and the check it shows once the code is copied (src/client/enhance/copy-code.ts).
import type { ThemeStrings } from '../i18n/strings.js';
import { iconHtml } from '../icons/icon-html.js';
import { escapeText } from './escape.js';

export function copyButtonHtml(strings: Pick<ThemeStrings, 'copyCode' | 'copied'>): string {
  const label = escapeText(strings.copyCode);
  return `<button type="button" class="code-copy" aria-label="${label}" title="${label}" data-copied-label="${escapeText(strings.copied)}">${iconHtml('copy')}${iconHtml('check')}</button>`;
}
