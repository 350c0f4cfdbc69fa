import type { TimelineCache } from './offlineTimeline';

/** Tests only: the Cache API's calls the worker uses, kept in a map (`store`, by URL). */
export function memoryCache(): TimelineCache & { store: Map<string, Response> } {
  const store = new Map<string, Response>();
  const key = (request: Request | string) => (typeof request === 'string' ? request : request.url);
  return {
    store,
    match: async (request) => store.get(key(request))?.clone(),
    put: async (request, response) => {
      store.set(key(request), response);
    },
    keys: async () => [...store.keys()].map((url) => new Request(url)),
    delete: async (request) => store.delete(key(request)),
  };
}
