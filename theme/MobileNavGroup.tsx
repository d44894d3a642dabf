import { useState, type ReactNode } from 'react';
import { classNames } from './class-names.js';
import { useCollapsible } from './hooks/use-collapsible.js';
import { Icon } from './icons/Icon.js';

/**
 * A navbar dropdown in the mobile menu: its entries under a label that folds them, open when the page is among
 * them. `unfolded` (the menu without JavaScript, where a button could not fold them): the entries under the label.
 */
export function MobileNavGroup({ label, active, className, unfolded = false, children }: { label: string; active: boolean; className?: string; unfolded?: boolean; children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(!active && !unfolded);
  const { ref, hiddenAtMount } = useCollapsible<HTMLUListElement>(collapsed);
  const labelClass = classNames('navbar-link mobile-nav-group-label', active && 'navbar-link-active', className);
  return (
    <div className={`mobile-nav-group${collapsed ? ' mobile-nav-group-collapsed' : ''}`}>
      {unfolded ? (
        <span className={labelClass}>{label}</span>
      ) : (
        <button type="button" className={labelClass} aria-expanded={!collapsed} onClick={() => setCollapsed(!collapsed)}>
          {label}
          <Icon name="chevronDown" className="mobile-nav-group-caret" />
        </button>
      )}
      <ul className="mobile-nav-group-items" ref={ref} hidden={hiddenAtMount}>
        {children}
      </ul>
    </div>
  );
}
