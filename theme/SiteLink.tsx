import type { ReactNode } from 'react';
import { isExternal } from '../src/shared/url.js';

/**
 * A link of the navbar or the footer. One that leaves the site opens in a new tab, marked with an arrow, as
 * Docusaurus's theme opens them (the client router leaves links with a target alone).
 */
export function SiteLink({ href, className, current, mark = true, children }: { href: string; className?: string; current?: boolean; mark?: boolean; children: ReactNode }) {
  const external = isExternal(href);
  return (
    <a className={className} href={href} aria-current={current ? 'true' : undefined} {...(external && { target: '_blank', rel: 'noopener noreferrer' })}>
      {children}
      {external && mark && <ExternalMark />}
    </a>
  );
}

function ExternalMark() {
  return (
    <svg className="external-link-mark" width="13.5" height="13.5" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
    </svg>
  );
}
