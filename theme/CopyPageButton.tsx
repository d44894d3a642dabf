// "Copy page as Markdown" beside a doc's title: copies the doc's markdown copy (src/render/llms/), for pasting into
// an AI tool. Without JavaScript, and until the page is hydrated (so that the server's HTML and the first render
// agree), it is a link to the copy that any browser opens.
import { useEffect, useState } from 'react';
import { hasMarkdownCopy, markdownCopyUrl } from '../src/shared/markdown-copy.js';
import type { PageData } from '../src/shared/types.js';
import { copyText } from './clipboard.js';
import { useSite } from './context.js';
import { Icon } from './icons/Icon.js';

const COPIED_FOR_MS = 2000;

export function CopyPageButton({ page }: { page: PageData }) {
  const { strings } = useSite();
  const [hydrated, setHydrated] = useState(false);
  // The page whose copy was just copied: another page, reached by the router, shows the button afresh.
  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (copied === null) return;
    const timer = window.setTimeout(() => setCopied(null), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  if (!hasMarkdownCopy(page)) return null;
  const url = markdownCopyUrl(page.path);
  if (!hydrated) {
    return (
      <a className="copy-page" href={url} type="text/markdown">
        <Icon name="file" />
        {strings.viewMarkdown}
      </a>
    );
  }
  const done = copied === page.path;
  const copy = () => {
    const path = page.path;
    const text = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.text();
    });
    copyText(text).then(
      () => setCopied(path),
      (error: unknown) => console.warn('docgen: cannot copy the page', error),
    );
  };
  return (
    <>
      <button type="button" className="copy-page" data-copied={done || undefined} onClick={copy}>
        <Icon name={done ? 'check' : 'copy'} />
        {done ? strings.copied : strings.copyPage}
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {done ? strings.copied : ''}
      </span>
    </>
  );
}
