import { useState, type ReactNode } from 'react';
import { classNames } from './class-names.js';
import { useCollapsible } from './hooks/use-collapsible.js';

/** A navbar dropdown in the mobile menu: its entries under a label that folds them, open when the page is among them. */
export function MobileNavGroup({ label, active, className, children }: { label: string; active: boolean; className?: string; children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(!active);
  const { ref, hiddenAtMount } = useCollapsible<HTMLUListElement>(collapsed);
  return (
    <div className={`mobile-nav-group${collapsed ? ' mobile-nav-group-collapsed' : ''}`}>
      <button type="button" className={classNames('navbar-link mobile-nav-group-label', active && 'navbar-link-active', className)} aria-expanded={!collapsed} onClick={() => setCollapsed(!collapsed)}>
        {label}
      </button>
      <ul className="mobile-nav-group-items" ref={ref} hidden={hiddenAtMount}>
        {children}
      </ul>
    </div>
  );
}
