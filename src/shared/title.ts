/** The document title: 'Page | Site', or the site title alone on pages named like the site. */
export function pageTitle(title: string, siteTitle: string, delimiter: string): string {
  return !title || title === siteTitle ? siteTitle : `${title} ${delimiter} ${siteTitle}`;
}
