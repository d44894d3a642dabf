// Docusaurus's navbar and footer (themeConfig.navbar, themeConfig.footer) as docgen's: items, dropdowns, logos and
// link columns, their texts localized from the theme's translation files (navbar.json, footer.json).
import { isObject, known, type KeyPath, type Localize, type Obj, type Unsupported, type Warn } from './options.js';

interface Context {
  /** The blog's URL path, when the site has one: a link there is the navbar's blog entry. */
  blogPath: string | undefined;
  localized: Localize;
  unsupported: Unsupported;
  warn: Warn;
}

export function navbarOf(navbar: Obj, context: Context): Obj {
  const { localized, unsupported } = context;
  const out: Obj = { items: [] };
  for (const [key, value] of Object.entries(navbar)) {
    if (value === undefined) continue;
    const path = ['themeConfig', 'navbar', key];
    if (key === 'hideOnScroll') out.hideOnScroll = value;
    else if (key === 'title') out.title = localized(value, 'navbar', 'title');
    else if (key === 'logo') out.logo = logoOf(value, 'navbar', path, context);
    else if (key === 'items') out.items = (Array.isArray(value) ? value : []).flatMap((item, index) => navbarItemOf(item, index, context));
    else unsupported(path, key === 'style' ? "the navbar has the theme's colours" : undefined);
  }
  // Docusaurus shows no title where its config gives none; without a logo the link would be empty, so the site title stays.
  if (out.title === undefined && out.logo) out.title = '';
  return out;
}

function navbarItemOf(item: unknown, index: number, context: Context): Obj[] {
  if (!isObject(item)) return [];
  const path: KeyPath = ['themeConfig', 'navbar', 'items', index];
  const name = `Navbar item ${index + 1}`;
  const position = item.position === undefined ? {} : { position: item.position };
  const className = classNameOf(item);
  switch (item.type) {
    case 'localeDropdown':
    case 'docsVersionDropdown': {
      const lists = item.type === 'localeDropdown' ? 'the languages' : 'the docs versions';
      const added = (option: string) => option === 'dropdownItemsBefore' || option === 'dropdownItemsAfter';
      known(item, ['type', 'position'], (option) => context.unsupported([...path, option], added(option) ? `the menu lists ${lists} only` : undefined));
      return [{ type: item.type, ...position }];
    }
    case 'search':
      return []; // docgen's search is always in the navbar
    case 'dropdown': {
      if (typeof item.label !== 'string') {
        context.warn(path, `${name}: docgen shows a dropdown under its "label"; this one has none and is left out.`);
        return [];
      }
      for (const option of ['to', 'href']) if (item[option] !== undefined) context.unsupported([...path, option], "the dropdown's label opens its menu");
      const items = (Array.isArray(item.items) ? item.items : []).flatMap((child, at) => entryOf(child, [...path, 'items', at], `${name}, its item ${at + 1}`, context, 'in a dropdown'));
      if (items.length === 0) {
        context.warn(path, `${name}: the dropdown has no item docgen shows; it is left out.`);
        return [];
      }
      return [{ type: 'dropdown', label: label(item.label, context), items, ...position, ...className }];
    }
    default:
      return entryOf(item, path, name, context, 'yet').map((entry) => ({ ...entry, ...position }));
  }
}

/** An entry that the navbar and a dropdown can both show, with its class names; `where` ends the warning for any other ('yet', 'in a dropdown'). */
function entryOf(item: unknown, path: KeyPath, name: string, context: Context, where: string): Obj[] {
  return isObject(item) ? shownEntry(item, path, name, context, where).map((entry) => ({ ...entry, ...classNameOf(item) })) : [];
}

/** The site's class names for an item (a GitHub icon is often drawn by one). */
function classNameOf(item: Obj): Obj {
  return typeof item.className === 'string' && item.className.trim() ? { className: item.className } : {};
}

function shownEntry(item: Obj, path: KeyPath, name: string, context: Context, where: string): Obj[] {
  switch (item.type) {
    case 'docSidebar':
      return [{ type: 'docSidebar', sidebarId: item.sidebarId, label: label(item.label ?? item.sidebarId, context) }];
    case 'doc':
      return [{ type: 'doc', docId: item.docId, label: label(item.label ?? item.docId, context) }];
    case 'html':
      if (typeof item.value === 'string') return [{ type: 'html', value: item.value }];
      context.warn(path, `${name}: an html item shows its "value"; this one has none and is left out.`);
      return [];
    case undefined:
    case 'default': {
      const target = item.to ?? item.href;
      if (typeof target !== 'string' || typeof item.label !== 'string') {
        context.warn(path, `${name}: docgen shows links with a label and a "to" or "href"; this one is left out.`);
        return [];
      }
      if (context.blogPath !== undefined && target.replace(/^\/+|\/+$/g, '') === context.blogPath) return [{ type: 'blog', label: label(item.label, context) }];
      if (item.activeBaseRegex !== undefined) context.unsupported([...path, 'activeBaseRegex'], 'the entry is active on the pages under its activeBasePath, if it has one');
      return [{ type: 'link', ...(item.to === undefined ? { href: target } : { to: target }), label: label(item.label, context), ...(typeof item.activeBasePath === 'string' && { activeBasePath: item.activeBasePath }) }];
    }
    default:
      context.warn(path, `${name}: items of type "${String(item.type)}" are not supported ${where}; it is left out.`);
      return [];
  }
}

/** A navbar item's label, translated by navbar.json's `item.label.<label>`. */
function label(text: unknown, { localized }: Context): unknown {
  return localized(text, 'navbar', `item.label.${String(text)}`);
}

export function footerOf(footer: Obj, context: Pick<Context, 'localized' | 'unsupported'>): Obj {
  const { localized, unsupported } = context;
  const out: Obj = {};
  for (const [option, setting] of Object.entries(footer)) {
    if (setting === undefined) continue;
    const path = ['themeConfig', 'footer', option];
    if (option === 'copyright') out.copyright = localized(setting, 'footer', 'copyright');
    else if (option === 'style') out.style = setting;
    else if (option === 'links') out.links = footerLinksOf(setting, localized);
    else if (option === 'logo') out.logo = logoOf(setting, 'footer', path, context);
    else unsupported(path);
  }
  return out;
}

/** Columns `{ title, items }` or links in one row, as Docusaurus writes them; titles and labels translated by footer.json. */
function footerLinksOf(links: unknown, localized: Localize): Obj[] {
  const link = (item: Obj): Obj => {
    if (item.html !== undefined) return { html: item.html };
    const text = localized(item.label, 'footer', `link.item.label.${String(item.label)}`);
    if (item.to !== undefined) return { label: text, to: item.to };
    // A path given as href with prependBaseUrlToHref is a path of the site, as `to` is.
    return item.prependBaseUrlToHref === true ? { label: text, to: item.href } : { label: text, href: item.href };
  };
  return (Array.isArray(links) ? links : []).filter(isObject).map((entry) => {
    if (!Array.isArray(entry.items)) return link(entry);
    const title = typeof entry.title === 'string' ? { title: localized(entry.title, 'footer', `link.title.${entry.title}`) } : {};
    return { ...title, items: entry.items.filter(isObject).map(link) };
  });
}

/** A navbar or footer logo; its alt text translated by the part's `logo.alt`. */
function logoOf(logo: unknown, part: 'navbar' | 'footer', path: KeyPath, { localized, unsupported }: Pick<Context, 'localized' | 'unsupported'>): Obj | undefined {
  if (!isObject(logo)) return undefined;
  const taken = known(logo, ['alt', 'src', 'srcDark', 'href', 'width', 'height'], (option) => unsupported([...path, option]));
  if (taken.alt !== undefined) taken.alt = localized(taken.alt, part, 'logo.alt');
  return taken;
}
