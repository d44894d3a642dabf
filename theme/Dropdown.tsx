import { useRef, type ReactNode } from 'react';
import { useDropdown } from './hooks/use-dropdown.js';

/**
 * A menu of the navbar (the language, the docs version, a dropdown entry): a `<details>` of links, so that it opens
 * and its links work without JavaScript; `useDropdown` adds hover, Escape and closing.
 */
export function Dropdown({ className, label, ariaLabel, summaryClassName, children }: { className: string; label: ReactNode; ariaLabel?: string; summaryClassName?: string; children: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);
  const handlers = useDropdown(details);
  return (
    <details className={`navbar-dropdown ${className}`} ref={details} {...handlers}>
      <summary className={summaryClassName} aria-label={ariaLabel}>
        {label}
      </summary>
      <ul>{children}</ul>
    </details>
  );
}
