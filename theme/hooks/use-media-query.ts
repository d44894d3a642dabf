import { useEffect } from 'react';

/** Calls `onMatch` whenever the media query starts to match (a window widened past a breakpoint). */
export function useOnMediaMatch(query: string, onMatch: () => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const media = window.matchMedia(query);
    const onChange = () => media.matches && onMatch();
    onChange();
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [query, onMatch, enabled]);
}
