// Writing text to the clipboard from a click, in every browser the site supports.

/**
 * Copies `text`, or a promise of it: Safari lets a page write to the clipboard only while it handles the click, so a
 * text still being fetched is handed over at once, as a promise, where the browser takes one.
 */
export async function copyText(text: string | Promise<string>): Promise<void> {
  if (typeof text !== 'string' && typeof ClipboardItem === 'function' && navigator.clipboard?.write) {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    try {
      return await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    } catch (error) {
      await text; // the text's own failure is the one to report
      if (!(error instanceof DOMException)) throw error;
    }
  }
  const value = await text;
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(value);
  // Without the async clipboard API (plain http on another host): the old selection-based copy.
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;top:-1000px;opacity:0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('the browser refused to copy');
}
