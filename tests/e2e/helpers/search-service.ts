// Stands in for the hosted search service inside Chromium: requests to its hosts are answered here with
// responses of the service's shape (or aborted, or left hanging), so no test ever leaves the machine.
import type { Page, Route } from 'playwright-core';

export interface ServiceRequest {
  host: string;
  url: string;
  body: { requests: Record<string, unknown>[] };
  at: number;
}

export type Answer = { hits: Record<string, unknown>[]; nbHits?: number; nbPages?: number } | 'abort' | 'hang';

const HOSTS = /^https:\/\/[A-Za-z0-9]+(-dsn\.algolia\.net|-\d\.algolianet\.com)\//;

export async function fakeSearchService(page: Page, answer: (request: ServiceRequest) => Answer): Promise<ServiceRequest[]> {
  const requests: ServiceRequest[] = [];
  await page.route(HOSTS, async (route: Route) => {
    const request: ServiceRequest = { host: new URL(route.request().url()).host, url: route.request().url(), body: route.request().postDataJSON(), at: Date.now() };
    requests.push(request);
    const reply = answer(request);
    if (reply === 'hang') return; // never answered: the client's own timeout must give up on it
    if (reply === 'abort') return route.abort('connectionrefused');
    const query = String(request.body.requests[0]?.query ?? '');
    const page = Number(request.body.requests[0]?.page ?? 0);
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        results: [
          { hits: reply.hits, nbHits: reply.nbHits ?? reply.hits.length, page, nbPages: reply.nbPages ?? 1, hitsPerPage: 20, processingTimeMS: 1, exhaustiveNbHits: true, query, params: '', index: 'kit', queryID: 'b9f1c7e2a4d3' },
        ],
      }),
    });
  });
  // Insights: the events endpoint, and the analytics library the modal fetches from a CDN.
  await page.route('https://insights.algolia.io/**', (route) => route.fulfill({ contentType: 'application/json', body: '{"status":200,"message":"OK"}' }));
  await page.route('https://cdn.jsdelivr.net/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: 'window.aa=function(){(window.aa.calls=window.aa.calls||[]).push([].slice.call(arguments))};window.aa.version="2.17.3";' }),
  );
  return requests;
}

const SITE = 'https://kit.example.com';

/** A hit as the service returns it, with highlight and snippet results. */
export function serviceHit(id: string, url: string, hierarchy: Record<string, string | null>, content: string | null = null): Record<string, unknown> {
  const full = { lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...hierarchy };
  const plain = (value: string | null) => ({ value: value ?? '', matchLevel: 'none', matchedWords: [] });
  const levels = Object.fromEntries(Object.entries(full).map(([key, value]) => [key, plain(value)]));
  const type = content ? 'content' : (Object.entries(full).filter(([, v]) => v).pop()?.[0] ?? 'lvl1');
  return {
    objectID: id,
    url: url.startsWith('http') ? url : SITE + url,
    type,
    hierarchy: full,
    content,
    _highlightResult: { hierarchy: levels, content: plain(content) },
    _snippetResult: { hierarchy: levels, content: plain(content) },
  };
}
