// The hosted search service's client (algoliasearch/lite), with its spec timeouts: connect 1 s, read 2 s,
// write 30 s. The library remembers a failed host for 2 minutes so that the next queries skip it, but it
// stores that state keyed by the host *with* its state and reads it back keyed by the plain host, so the
// failed host is asked again on every query (seen in 5.19, bundled by DocSearch 3.9, and 5.64). This cache
// keys each state by the host alone; the states and their 2-minute expiry are still the library's.
import { liteClient } from 'algoliasearch/lite';

type HostsCache = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['hostsCache']>;

function hostStateCache(): HostsCache {
  const states = new Map<string, unknown>();
  const keyOf = (host: unknown) => {
    const { protocol, url, accept } = host as { protocol?: string; url?: string; accept?: string };
    return `${protocol}://${url} ${accept}`;
  };
  return {
    async get<TValue>(key: unknown, defaultValue: () => Promise<TValue>, events?: { miss?: (value: TValue) => Promise<unknown> }): Promise<TValue> {
      const id = keyOf(key);
      if (states.has(id)) return states.get(id) as TValue;
      const value = await defaultValue();
      await events?.miss?.(value);
      return value;
    },
    async set<TValue>(key: unknown, value: TValue): Promise<TValue> {
      states.set(keyOf(key), value);
      return value;
    },
    async delete(key: unknown) {
      states.delete(keyOf(key));
    },
    async clear() {
      states.clear();
    },
  } as HostsCache;
}

const clients = new Map<string, ReturnType<typeof liteClient>>();

/** One client per application for the page's life, so the hosts' states outlive a remount of the modal. */
export function hostedSearchClient(appId: string, apiKey: string): ReturnType<typeof liteClient> {
  let client = clients.get(appId);
  if (!client) {
    client = liteClient(appId, apiKey, { timeouts: { connect: 1000, read: 2000, write: 30_000 }, hostsCache: hostStateCache() });
    client.addAlgoliaAgent('docsearch', '3.9.0');
    clients.set(appId, client);
  }
  return client;
}
