// A table wider than its box scrolls sideways in it (styles.css). While it does, it is a stop of the Tab key, so
// that a keyboard reaches it and scrolls it with the arrow keys: a table of plain text has nothing else to focus.
// Tables that fit stay out of the way.

const OURS = 'data-scroll-focus';

/** Watches the tables of `content` (the page's markdown) as their width changes; returns the function that stops. */
export function watchScrollableTables(content: Element | null): (() => void) | undefined {
  const tables = [...(content?.querySelectorAll<HTMLElement>('table') ?? [])].filter((table) => /auto|scroll/.test(getComputedStyle(table).overflowX));
  if (tables.length === 0) return undefined;
  tables.forEach(update);
  const observer = new ResizeObserver((entries) => entries.forEach((entry) => update(entry.target as HTMLElement)));
  tables.forEach((table) => observer.observe(table));
  return () => observer.disconnect();
}

function update(table: HTMLElement): void {
  const scrolls = table.scrollWidth > table.clientWidth;
  if (scrolls && !table.hasAttribute('tabindex')) {
    table.tabIndex = 0;
    table.setAttribute(OURS, '');
  } else if (!scrolls && table.hasAttribute(OURS)) {
    table.removeAttribute('tabindex');
    table.removeAttribute(OURS);
  }
}
