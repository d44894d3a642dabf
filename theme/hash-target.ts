// The element a URL's hash names (`#install`, or percent-encoded as a browser writes `#安装`), in the browser.

export function elementForHash(hash: string): HTMLElement | null {
  const id = hash.slice(1);
  if (!id) return null;
  try {
    return document.getElementById(decodeURIComponent(id)) ?? document.getElementById(id);
  } catch {
    return document.getElementById(id); // a malformed escape: the hash as written
  }
}
