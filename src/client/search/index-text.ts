// The text of a local search index, downloaded once per URL. Kept tiny and apart from the index code: the
// first-view search loader starts this download together with the modal's, and the local client (in the
// modal's chunk) reads the same download, so the index is there when the modal opens.
const texts = new Map<string, Promise<string>>();

export function fetchIndexText(url: string): Promise<string> {
  let text = texts.get(url);
  if (!text) {
    text = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.text();
    });
    texts.set(url, text);
    text.catch(() => texts.get(url) === text && texts.delete(url)); // the next query downloads it again
  }
  return text;
}

/** A download that turned out unreadable (cut short, say) is dropped, so the next query downloads it again. */
export function forgetIndexText(url: string): void {
  texts.delete(url);
}
