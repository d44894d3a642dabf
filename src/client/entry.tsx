// Browser entry: hydrates the server-rendered page with the same <Root/> tree.
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { pages } from 'docgen:pages';
import { Root, type PageComponentProps } from '../../theme/Root.js';
import '../../theme/styles.css';
import type { Bootstrap } from '../shared/types.js';

async function start(): Promise<void> {
  const container = document.getElementById('__docgen');
  const data = document.getElementById('__docgen_data');
  if (!container || !data?.textContent) return;
  const bootstrap = JSON.parse(data.textContent) as Bootstrap;
  // The markdown body is not in the JSON: take it from the server-rendered DOM.
  const content = container.querySelector('.markdown');
  if (content) bootstrap.page.html = content.innerHTML;
  let PageComponent: ComponentType<PageComponentProps> | undefined;
  const load = bootstrap.page.component ? pages[bootstrap.page.component] : undefined;
  if (load) PageComponent = (await load()).default;
  hydrateRoot(container, <Root {...bootstrap} PageComponent={PageComponent} />, {
    // A hydration mismatch is a bug: make it loud in production builds too.
    onRecoverableError: (error) => console.error('docgen: hydration error', error),
  });
}

void start();
