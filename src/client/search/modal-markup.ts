// DocSearch 3.9's modal fails accessibility checks in ways none of its options change, so its markup is mended
// after every render (a MutationObserver while the modal is open; each change is made only when needed, so
// mending never feeds itself):
// - its backdrop is a `role=button` with `tabindex=0` that holds the whole dialog (every control nested in a
//   button, named otherwise than its text): it is a backdrop only, closed by a click or Escape as before;
// - every result list has the same id, `docsearch-list`, while the input's `aria-controls` names ids that do
//   not exist: each list gets an id of its own, and the input names those;
// - a hit is a `role=option` list item around a link: the option is the link itself (the item is presentation),
//   so the input's `aria-activedescendant` names the link, and the link stays a link (new tab, copy address).
/** DocSearch's stylesheet, its rules for the selected item keyed on the link that now carries the selection. */
export function mendedStylesheet(css: string): string {
  return css.replaceAll('.DocSearch-Hit[aria-selected=true]', '.DocSearch-Hit:has(> [aria-selected=true])');
}

const BACKDROP_ATTRIBUTES = ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-controls', 'aria-labelledby'];

export function mendModalMarkup(root: ParentNode): void {
  const backdrop = root.querySelector('.DocSearch-Container');
  for (const name of BACKDROP_ATTRIBUTES) if (backdrop?.hasAttribute(name)) backdrop.removeAttribute(name);
  const lists = [...root.querySelectorAll<HTMLElement>('.DocSearch-Dropdown [role="listbox"]')];
  lists.forEach((list, index) => set(list, 'id', `docsearch-list-${index}`));
  const input = root.querySelector('#docsearch-input');
  if (input) {
    if (lists.length) set(input, 'aria-controls', lists.map((list) => list.id).join(' '));
    else if (input.hasAttribute('aria-controls')) input.removeAttribute('aria-controls');
  }
  for (const item of root.querySelectorAll<HTMLElement>('li.DocSearch-Hit')) {
    const link = item.querySelector(':scope > a');
    if (!link) continue;
    // DocSearch keeps rendering the item's id and selection; they move to the link each time.
    if (item.id) {
      const id = item.id;
      item.removeAttribute('id');
      set(link, 'id', id);
    }
    set(link, 'role', 'option');
    set(link, 'aria-selected', item.getAttribute('aria-selected') ?? link.getAttribute('aria-selected') ?? 'false');
    if (item.hasAttribute('aria-selected')) item.removeAttribute('aria-selected');
    set(item, 'role', 'presentation');
  }
}

function set(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

let observer: MutationObserver | undefined;

/** Mends the modal now and after every change of it, for as long as the page lives. */
export function keepModalMarkupMended(): void {
  if (observer) return;
  observer = new MutationObserver(() => {
    if (document.querySelector('.DocSearch-Container')) mendModalMarkup(document);
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['id', 'aria-selected', 'aria-controls', 'role'] });
}
