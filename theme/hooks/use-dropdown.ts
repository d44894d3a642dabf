import { useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { useCloseOnOutsideClick } from './use-close-on-outside-click.js';

/**
 * What a navbar menu (a `<details>`, whose summary opens it without JavaScript too) does once hydrated: a mouse
 * over it opens it and leaving closes it, unless a click on the summary kept it open; Escape closes it and gives
 * the focus back to the summary; a followed link, focus moving out or a click outside close it. Returns the
 * `<details>` element's handlers.
 */
export function useDropdown(details: RefObject<HTMLDetailsElement | null>) {
  useCloseOnOutsideClick(details);
  // Opened by hovering (a click on the summary then keeps it open instead of closing it).
  const byHover = useRef(false);
  const close = () => {
    byHover.current = false;
    if (details.current) details.current.open = false;
  };
  return {
    onPointerEnter(event: PointerEvent) {
      if (event.pointerType !== 'mouse' || !details.current || details.current.open) return;
      details.current.open = true;
      byHover.current = true;
    },
    onPointerLeave(event: PointerEvent) {
      if (event.pointerType === 'mouse' && byHover.current) close();
    },
    onClick(event: MouseEvent) {
      const target = event.target as Element;
      if (target.closest('a')) close();
      else if (target.closest('summary') && byHover.current) {
        event.preventDefault();
        byHover.current = false;
      }
    },
    onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !details.current?.open) return;
      event.stopPropagation(); // the mobile menu around it stays open
      close();
      details.current.querySelector('summary')?.focus();
    },
    onBlur(event: FocusEvent) {
      if (details.current?.open && !details.current.contains(event.relatedTarget as Node | null)) close();
    },
  };
}
