// The end of a doc or a post: a link to edit its file, and when (and by whom) its text last changed. Both come
// with the page's data, the date as an ISO date-time formatted here in UTC: the server and the browser write it
// alike.
import { createElement, Fragment } from 'react';
import type { PageData } from '../src/shared/types.js';
import { useSite } from './context.js';
import { interpolate } from './i18n/interpolate.js';
import { formatDate } from './date-format.js';

/** A date in the page's language, as it writes dates in short ('4 Mar 2026', '2026年3月4日'). */
export function formatUpdateDate(iso: string, htmlLang: string): string {
  return formatDate(new Date(iso), htmlLang, 'medium');
}

export function DocFooterMeta({ page }: { page: PageData }) {
  const { site, strings } = useSite();
  const { editUrl, lastUpdate } = page;
  if (!editUrl && !lastUpdate) return null;
  const date = lastUpdate?.date !== undefined && <time dateTime={lastUpdate.date}>{formatUpdateDate(lastUpdate.date, site.locale.htmlLang)}</time>;
  const author = lastUpdate?.author !== undefined && <span className="doc-last-update-author">{lastUpdate.author}</span>;
  const line = date ? (author ? strings.lastUpdatedOnBy : strings.lastUpdatedOn) : strings.lastUpdatedBy;
  return (
    <div className="doc-footer-meta">
      {editUrl && (
        <a className="doc-edit-link" href={editUrl} target="_blank" rel="noopener">
          {strings.editThisPage}
        </a>
      )}
      {lastUpdate && <p className="doc-last-update">{createElement(Fragment, null, ...interpolate(line, { date, author }))}</p>}
    </div>
  );
}
