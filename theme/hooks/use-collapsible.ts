import { useEffect, useRef, useState } from 'react';

/** Longer content glides for longer, so every category opens at a similar speed; capped so none drags. */
export function collapseDuration(height: number): number {
  return Math.round(Math.min(450, 120 + Math.sqrt(Math.max(height, 0)) * 9));
}

/**
 * Animates a block's height between 0 and its content height when `collapsed` changes, then hides it so
 * collapsed links leave the tab order. Returns the ref for the block and its `hidden` state at mount (React
 * must not toggle `hidden` itself, or collapsing would vanish before it animates).
 */
export function useCollapsible<T extends HTMLElement>(collapsed: boolean) {
  const ref = useRef<T>(null);
  const [hiddenAtMount] = useState(collapsed);
  const mounted = useRef(false);
  useEffect(() => {
    const el = ref.current;
    if (!mounted.current || !el) {
      mounted.current = true;
      return;
    }
    el.hidden = false;
    const height = el.scrollHeight;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const duration = reduced ? 0 : collapseDuration(height);
    const finish = () => {
      el.style.removeProperty('height');
      el.style.removeProperty('overflow');
      el.style.removeProperty('transition');
      el.hidden = collapsed;
    };
    if (duration === 0) return finish();
    el.style.overflow = 'hidden';
    el.style.height = `${collapsed ? height : 0}px`;
    void el.offsetHeight; // commit the start height, or the browser would skip the transition
    el.style.transition = `height ${duration}ms ease-in-out`;
    el.style.height = `${collapsed ? 0 : height}px`;
    const timer = setTimeout(finish, duration);
    return () => {
      clearTimeout(timer);
      finish();
    };
  }, [collapsed]);
  return { ref, hiddenAtMount };
}
