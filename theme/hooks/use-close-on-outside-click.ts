import { useEffect, type RefObject } from 'react';

/** Closes a `<details>` menu when the reader clicks anywhere outside it, as a menu is expected to. */
export function useCloseOnOutsideClick(details: RefObject<HTMLDetailsElement | null>): void {
  useEffect(() => {
    const close = (event: Event) => {
      if (details.current && !details.current.contains(event.target as Node)) details.current.open = false;
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [details]);
}
