// Browser entry: hydrates the server-rendered page with the same <Root/> tree, under the client router.
import { hydrateRoot } from 'react-dom/client';
import '../../theme/styles.css';
import 'docgen:site-css'; // after the theme's: the site's rules win
import type { Bootstrap, EmbeddedBootstrap } from '../shared/types.js';
import { App } from './app/App.js';
import { readSidebar } from './read-sidebar.js';
import { loadPageComponent } from './router/page-loader.js';

async function start(): Promise<void> {
  const container = document.getElementById('__docgen');
  const data = document.getElementById('__docgen_data');
  if (!container || !data?.textContent) return;
  // Neither the markdown body nor the page's sidebar is in the JSON: both are taken from the server-rendered DOM.
  const bootstrap: Bootstrap = { ...(JSON.parse(data.textContent) as EmbeddedBootstrap), sidebar: readSidebar(container.querySelector('.doc-sidebar-container > .doc-sidebar')) };
  const content = container.querySelector('.markdown');
  if (content) bootstrap.page.html = content.innerHTML;
  const PageComponent = await loadPageComponent(bootstrap.page);
  hydrateRoot(container, <App initial={{ data: bootstrap, PageComponent }} />, {
    // A hydration mismatch is a bug: make it loud in production builds too.
    onRecoverableError: (error) => console.error('docgen: hydration error', error),
    // The crash page shows the reader what broke; the console keeps the stack for the site's developers.
    onCaughtError: (error) => console.error('docgen: the page crashed', error),
  });
}

void start();
