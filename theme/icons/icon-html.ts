import { escapeText } from '../mdx/escape.js';
import { ICONS, SVG_ATTRIBUTES, iconClass, type IconName } from './shapes.js';

/** An icon as HTML, for markup built as text (a code block's copy button); the same markup Icon.tsx renders. */
export function iconHtml(name: IconName, className?: string): string {
  const shapes = ICONS[name].map(([tag, attributes]) => `<${tag}${attributesHtml(attributes)}></${tag}>`).join('');
  return `<svg${attributesHtml({ class: iconClass(name, className), ...SVG_ATTRIBUTES })}>${shapes}</svg>`;
}

function attributesHtml(attributes: Record<string, string | number>): string {
  return Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeText(String(value))}"`)
    .join('');
}
