import type { ReactNode } from 'react';
import { isExternal } from '../src/shared/url.js';
import { Icon } from './icons/Icon.js';

/**
 * A link of the navbar or the footer. One that leaves the site opens in a new tab, marked with an arrow, as
 * Docusaurus's theme opens them (the client router leaves links with a target alone).
 */
export function SiteLink({ href, className, current, mark = true, children }: { href: string; className?: string; current?: boolean; mark?: boolean; children: ReactNode }) {
  const external = isExternal(href);
  return (
    <a className={className} href={href} aria-current={current ? 'true' : undefined} {...(external && { target: '_blank', rel: 'noopener noreferrer' })}>
      {children}
      {external && mark && <Icon name="externalLink" className="external-link-mark" />}
    </a>
  );
}
