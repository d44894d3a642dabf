import { useSite } from './context.js';

export function Footer() {
  const { site } = useSite();
  return (
    <footer className="footer">
      <div className="footer-copyright">{site.footer.copyright}</div>
      {site.footer.registration && <div className="footer-registration">{site.footer.registration}</div>}
    </footer>
  );
}
