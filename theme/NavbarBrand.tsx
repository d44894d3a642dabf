import { useSite } from './context.js';
import { LogoImage } from './Logo.js';
import { SiteLink } from './SiteLink.js';

/** The logo and the title at the navbar's start (and the mobile menu's top), leading home unless the logo says otherwise. */
export function NavbarBrand() {
  const { site } = useSite();
  const { title, logo } = site.navbar;
  return (
    <SiteLink className="navbar-brand" href={logo?.href ?? `${site.base}${site.locale.prefix}`} mark={false}>
      {logo && <LogoImage logo={logo} className="navbar-logo" />}
      {title && <span className="navbar-title">{title}</span>}
    </SiteLink>
  );
}
