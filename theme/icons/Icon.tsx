import { createElement } from 'react';
import { ICONS, SVG_ATTRIBUTES, iconClass, type IconName } from './shapes.js';

/** One of the theme's icons (shapes.ts), inline, decorative: put the words on the control around it. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={iconClass(name, className)} {...SVG_ATTRIBUTES}>
      {ICONS[name].map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
