import type { FooterItem, LogoData } from '../src/shared/types.js';
import { isHtmlItem } from '../src/shared/nav-items.js';
import { useSite } from './context.js';
import { LogoImage } from './Logo.js';
import { SiteLink } from './SiteLink.js';

/** Columns of links (or one row of them), then the logo, the copyright and the registration number (the last two HTML). */
export function Footer() {
  const { site } = useSite();
  const { columns, row, logo, copyright, registration, style } = site.footer;
  return (
    <footer className={`footer footer-${style}`}>
      {columns.length > 0 && (
        <div className="footer-columns">
          {columns.map((column, index) => (
            <div className="footer-column" key={index}>
              {column.title && <div className="footer-title">{column.title}</div>}
              <ul className="footer-items">{column.items.map(footerItem)}</ul>
            </div>
          ))}
        </div>
      )}
      {row.length > 0 && <ul className="footer-row">{row.map(footerItem)}</ul>}
      {logo && <FooterLogo logo={logo} />}
      {/* The site's own HTML, from its config, as Docusaurus shows a copyright (`X<br><a href="…">…</a>`). */}
      {copyright && <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: copyright }} />}
      {registration && <div className="footer-registration" dangerouslySetInnerHTML={{ __html: registration }} />}
    </footer>
  );
}

function footerItem(item: FooterItem, index: number) {
  // The site's own HTML, from its config.
  if (isHtmlItem(item)) return <li key={index} className="footer-html" dangerouslySetInnerHTML={{ __html: item.html }} />;
  return (
    <li key={index}>
      <SiteLink className="footer-link" href={item.href}>
        {item.label}
      </SiteLink>
    </li>
  );
}

function FooterLogo({ logo }: { logo: LogoData }) {
  const image = <LogoImage logo={logo} className="footer-logo" />;
  return (
    <div className="footer-logo-box">
      {logo.href ? (
        <SiteLink href={logo.href} mark={false}>
          {image}
        </SiteLink>
      ) : (
        image
      )}
    </div>
  );
}
