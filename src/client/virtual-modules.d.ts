declare module 'docgen:pages' {
  import type { ComponentType } from 'react';
  import type { PageComponentProps } from '../../theme/Root.js';
  export const pages: Record<string, () => Promise<{ default: ComponentType<PageComponentProps> }>>;
}

/** mermaid itself on sites with diagrams; a module that fails to load on sites without, so none is bundled. */
declare module 'docgen:mermaid' {
  import mermaid from 'mermaid';
  export default mermaid;
}

declare module '*.css';

/** Imported `with { type: 'text' }`: the stylesheet's text, injected when the search chunk loads. */
declare module '@docsearch/css/dist/style.css' {
  const css: string;
  export default css;
}

declare module 'docgen:islands' {
  import type { Root } from 'react-dom/client';
  /** The site's island modules by the path pages name them with; a module's export by name becomes an island. */
  export const siteIslands: Record<string, (exportName: string) => Promise<{ hydrate(island: HTMLElement): Root }>>;
}

/** The site's stylesheets (config `customCss`). */
declare module 'docgen:site-css';
