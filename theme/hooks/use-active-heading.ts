import { useEffect, useState } from 'react';

/**
 * The id of the heading the reader is in: the last one scrolled past the top of the viewport (below the
 * navbar), or the first one while none is. At the bottom of the page, the last heading that is visible.
 */
export function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string>();
  const key = ids.join('\n');
  useEffect(() => {
    if (ids.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const top = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let current: string | undefined;
      for (const id of ids) {
        const rect = document.getElementById(id)?.getBoundingClientRect();
        if (!rect) continue;
        if (rect.top <= top + 1 || (atBottom && rect.top < window.innerHeight)) current = id;
        else break;
      }
      setActive(current ?? ids[0]);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
    // `key` stands for the ids: a new array with the same ids must not restart the listener.
  }, [key]);
  return active;
}
