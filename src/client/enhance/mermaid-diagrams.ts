// ```mermaid diagrams are drawn in the browser (mermaid cannot run on the server), with mermaid loaded only
// on pages that have one, and drawn again when the colour mode changes. The source stays in the page for
// readers without JavaScript.
import type { ThemeStrings } from '../../../theme/i18n/strings.js';

type Mermaid = (typeof import('docgen:mermaid'))['default'];

let mermaidModule: Promise<Mermaid> | undefined;
let diagramCount = 0;

function loadMermaid(): Promise<Mermaid> {
  mermaidModule ??= import('docgen:mermaid').then((module) => module.default);
  mermaidModule.catch(() => (mermaidModule = undefined)); // Retry loads it again
  return mermaidModule;
}

/** Draws every diagram under `root`; returns the function that stops following the colour mode. */
export function renderDiagrams(root: Element, strings: ThemeStrings): () => void {
  const diagrams = Array.from(root.querySelectorAll<HTMLElement>('.mermaid-diagram'));
  if (diagrams.length === 0) return () => undefined;
  let generation = 0;
  const draw = async () => {
    const mine = ++generation;
    for (const diagram of diagrams) if (!diagram.querySelector('.mermaid-svg')) showStatus(diagram, strings);
    let mermaid: Mermaid;
    try {
      mermaid = await loadMermaid();
    } catch (error) {
      if (mine === generation) for (const diagram of diagrams) showStatus(diagram, strings, { error, retry: draw });
      return;
    }
    const dark = document.documentElement.dataset.theme === 'dark';
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: dark ? 'dark' : 'default' });
    for (const diagram of diagrams) {
      if (mine !== generation) return;
      const id = `mermaid-diagram-${++diagramCount}`;
      try {
        const { svg } = await mermaid.render(id, diagram.querySelector('.mermaid-source')?.textContent ?? '');
        if (mine === generation) showSvg(diagram, svg);
      } catch (error) {
        document.getElementById(`d${id}`)?.remove(); // mermaid leaves its scratch element behind on errors
        showStatus(diagram, strings, { error, retry: draw });
      }
    }
  };
  void draw();
  const observer = new MutationObserver(() => void draw());
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => {
    generation++;
    observer.disconnect();
  };
}

function showSvg(diagram: HTMLElement, svg: string): void {
  diagram.querySelector('.diagram-status')?.remove();
  let holder = diagram.querySelector<HTMLElement>('.mermaid-svg');
  if (!holder) {
    holder = document.createElement('div');
    holder.className = 'mermaid-svg';
    diagram.prepend(holder);
  }
  holder.innerHTML = svg; // sanitised by mermaid (securityLevel 'strict')
  diagram.querySelector<HTMLElement>('.mermaid-source')?.setAttribute('hidden', '');
}

/** A spinner while mermaid loads; on failure the error and a Retry button. */
function showStatus(diagram: HTMLElement, strings: ThemeStrings, failure?: { error: unknown; retry: () => void }): void {
  let status = diagram.querySelector<HTMLElement>('.diagram-status');
  if (!status) {
    status = document.createElement('div');
    diagram.prepend(status);
  }
  status.replaceChildren();
  if (!failure) {
    status.className = 'diagram-status page-loading';
    status.setAttribute('role', 'status');
    const spinner = document.createElement('span');
    spinner.className = 'spinner';
    spinner.setAttribute('aria-hidden', 'true');
    status.append(spinner, strings.loading);
    return;
  }
  status.className = 'diagram-status diagram-error';
  status.setAttribute('role', 'alert');
  const message = document.createElement('p');
  message.textContent = `${strings.diagramError} ${failure.error instanceof Error ? failure.error.message : String(failure.error)}`;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button-primary';
  retry.textContent = strings.retry;
  retry.addEventListener('click', failure.retry, { once: true });
  status.append(message, retry);
}
