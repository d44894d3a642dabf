import { useId, useRef, type ReactNode } from 'react';
import { useDropdown } from './hooks/use-dropdown.js';
import { Icon } from './icons/Icon.js';
import type { IconName } from './icons/shapes.js';

/**
 * A menu of the navbar (the language, the docs version, a dropdown entry): a `<details>` of links, so that it opens
 * and its links work without JavaScript; `useDropdown` adds hover, Escape and closing. Its summary shows an icon
 * (when given), the label and a caret; `description` says what the menu is for, beside the name the label gives it.
 */
export function Dropdown({ className, label, ariaLabel, description, icon, summaryClassName, children }: { className: string; label: ReactNode; ariaLabel?: string; description?: string; icon?: IconName; summaryClassName?: string; children: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);
  const handlers = useDropdown(details);
  const descriptionId = useId();
  return (
    <details className={`navbar-dropdown ${className}`} ref={details} {...handlers}>
      <summary className={summaryClassName} aria-label={ariaLabel} aria-describedby={description ? descriptionId : undefined}>
        {icon && <Icon name={icon} />}
        {label}
        <Icon name="chevronDown" className="navbar-dropdown-caret" />
        {description && (
          <span id={descriptionId} hidden>
            {description}
          </span>
        )}
      </summary>
      <ul>{children}</ul>
    </details>
  );
}
