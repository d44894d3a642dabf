import { useEffect, useState, type RefObject } from 'react';

/** True while the reader scrolls down past the navbar; false again as soon as they scroll up. */
export function useHideOnScroll(enabled: boolean, navbar: RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (y <= (navbar.current?.offsetHeight ?? 0)) setHidden(false);
      else if (y !== last) setHidden(y > last);
      last = y;
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [enabled, navbar]);
  const hiddenNow = enabled && hidden;
  // On <html>, for what sticks below the navbar (the sidebar, the table of contents): it moves up as the navbar goes.
  useEffect(() => {
    document.documentElement.toggleAttribute('data-navbar-hidden', hiddenNow);
  }, [hiddenNow]);
  return hiddenNow;
}
