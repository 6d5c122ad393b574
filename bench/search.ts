import type { ApiServer } from './api-load';
import { percentile } from './orders';

/**
 * What staff type into the command palette, at a million orders (bench/generate.ts's data): a whole
 * order number, a customer's e-mail, a word nothing holds (every contains-search reads its whole
 * table) and a word many names hold (each group stops at its first few).
 */
export const searchTerms = [
  { label: 'an order number', q: 'ORD-0500000' },
  { label: 'an e-mail', q: 'scale-4242@customers.test' },
  { label: 'a rare word', q: 'quixotic' },
  { label: 'a common word', q: 'moreau' },
] as const;

/** `runs` searches of each term one after another (after one to warm up), as the demo ADMIN, who may open every kind. */
export async function timeSearch(server: ApiServer, token: string, runs = 50) {
  const results = [];
  for (const term of searchTerms) {
    const url = `${server.url}/api/search?q=${encodeURIComponent(term.q)}`;
    let found = 0;
    const get = async () => {
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`GET /api/search?q=${term.q} answered ${response.status}: ${await response.text()}`);
      const { groups } = (await response.json()) as { groups: { items: unknown[] }[] };
      found = groups.reduce((sum, group) => sum + group.items.length, 0);
    };
    await get();
    const durations: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      await get();
      durations.push(performance.now() - started);
    }
    durations.sort((a, b) => a - b);
    results.push({ ...term, found, runs, p50: percentile(durations, 50), p99: percentile(durations, 99) });
  }
  return results;
}

/**
 * The text searches of the lists (their `q`, served by the text indexes of migration 0019), over
 * the whole of each list (no period), first page of 25 as the console asks: for each list a term
 * that many rows hold and one that few or none do.
 */
export const listSearches = [
  { list: 'orders', path: '/api/orders/list', label: 'every scale customer', q: 'customers.test' },
  { list: 'orders', path: '/api/orders/list', label: "one customer's", q: 'scale-4242@' },
  { list: 'orders', path: '/api/orders/list', label: 'none', q: 'quixotic' },
  { list: 'customers', path: '/api/customers/list', label: 'a common name', q: 'moreau' },
  { list: 'customers', path: '/api/customers/list', label: 'one e-mail', q: 'scale-4242@' },
  { list: 'customers', path: '/api/customers/list', label: 'none', q: 'quixotic' },
  { list: 'e-books', path: '/api/ebooks/list', label: 'a common word', q: 'the' },
  { list: 'e-books', path: '/api/ebooks/list', label: 'none', q: 'quixotic' },
  { list: 'feed', path: '/api/feed/list', label: 'a common word', q: 'the' },
  { list: 'feed', path: '/api/feed/list', label: 'none', q: 'quixotic' },
] as const;

/** `runs` requests of each list search one after another (after one to warm up), as the demo ADMIN. */
export async function timeListSearches(server: ApiServer, token: string, runs = 20) {
  const results = [];
  for (const search of listSearches) {
    const body = JSON.stringify({ q: search.q, paginationRequest: { page: 0, size: 25 } });
    let found = '';
    const post = async () => {
      const response = await fetch(`${server.url}${search.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      });
      if (!response.ok) throw new Error(`POST ${search.path} with q "${search.q}" answered ${response.status}: ${await response.text()}`);
      const page = (await response.json()) as { totalElements: number; totalIsLowerBound?: boolean };
      found = `${page.totalIsLowerBound ? 'more than ' : ''}${page.totalElements.toLocaleString('en')}`;
    };
    await post();
    const durations: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      await post();
      durations.push(performance.now() - started);
    }
    durations.sort((a, b) => a - b);
    results.push({ ...search, found, runs, p50: percentile(durations, 50), p99: percentile(durations, 99) });
  }
  return results;
}
