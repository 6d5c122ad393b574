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
