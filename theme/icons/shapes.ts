// The theme's icons, drawn for docgen from plain geometry on a 24 × 24 grid: lines, arcs, circles and rounded
// rectangles, stroked in the text's colour. The one place their shapes are written: the React component
// (Icon.tsx) and the HTML written by hand (icon-html.ts) both draw from here.

/** One shape of a drawing: an SVG element and its attributes (names that are the same in React and in HTML). */
export type Shape = readonly ['path', { d: string }] | readonly ['circle', { cx: number; cy: number; r: number }] | readonly ['rect', { x: number; y: number; width: number; height: number; rx: number }];

export const ICONS = {
  search: [
    ['circle', { cx: 10.5, cy: 10.5, r: 6.5 }],
    ['path', { d: 'M15.3 15.3 20.5 20.5' }],
  ],
  sun: [
    ['circle', { cx: 12, cy: 12, r: 4 }],
    ['path', { d: 'M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4' }],
  ],
  // A disc with a smaller disc taken out of its upper right: two arcs between the points where the circles meet.
  moon: [['path', { d: 'M11.16 3.54A8.5 8.5 0 1 0 20.46 12.84 7 7 0 0 1 11.16 3.54z' }]],
  copy: [
    ['rect', { x: 9, y: 9, width: 11, height: 12, rx: 2 }],
    ['path', { d: 'M15 5.5V5a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h.5' }],
  ],
  check: [['path', { d: 'M4.5 12.5l5 5L19.5 7' }]],
  menu: [['path', { d: 'M4 6.5h16M4 12h16M4 17.5h16' }]],
  close: [['path', { d: 'M6 6l12 12M18 6 6 18' }]],
  // A circle with the lens of a meridian and the equator.
  globe: [
    ['circle', { cx: 12, cy: 12, r: 9 }],
    ['path', { d: 'M12 3c-2.6 2.5-3.9 5.5-3.9 9s1.3 6.5 3.9 9c2.6-2.5 3.9-5.5 3.9-9S14.6 5.5 12 3zM3 12h18' }],
  ],
  chevronDown: [['path', { d: 'M6 9.5l6 6 6-6' }]],
  chevronRight: [['path', { d: 'M9.5 6l6 6-6 6' }]],
  // A box left open at its upper right, where an arrow leaves it.
  externalLink: [['path', { d: 'M10.5 5H6.5A2.5 2.5 0 0 0 4 7.5v10A2.5 2.5 0 0 0 6.5 20h10a2.5 2.5 0 0 0 2.5-2.5v-4M14 4h6v6M20 4l-9 9' }]],
  file: [['path', { d: 'M13.5 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8.5zM13.5 3v5.5H19M8.5 13h7M8.5 16.5h7' }]],
  folder: [['path', { d: 'M3 7a2 2 0 0 1 2-2h4.2l2 2.5H19a2 2 0 0 1 2 2V17a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z' }]],
} as const satisfies Record<string, readonly Shape[]>;

export type IconName = keyof typeof ICONS;

/**
 * The `<svg>` of every icon: as big as a letter of the text around it (1em), in its colour, and hidden from
 * assistive technology (the control it sits in carries the words). The stroke's width and ends are in the
 * stylesheet (`.icon`), so that they scale with it.
 */
export const SVG_ATTRIBUTES = { viewBox: '0 0 24 24', width: '1em', height: '1em', fill: 'none', stroke: 'currentColor', 'aria-hidden': 'true', focusable: 'false' } as const;

/** The class names of an icon: `icon icon-<name>`, then the caller's. */
export function iconClass(name: IconName, className?: string): string {
  return `icon icon-${name}${className ? ` ${className}` : ''}`;
}
