import { useEffect, useState } from 'react';
import type { RecentTag } from '../../contract/feed';
import { httpClient } from '../../dataProvider/http';

/** spec.md section 9, "Autocomplete: minimum query length 1, delay 300 ms". */
export const tagQueryMinLength = 1;
export const tagQueryDelayMs = 300;
const suggestionCount = 10;

/**
 * Suggestions for what is typed in a tag field: the recent tags matching it
 * (`GET /api/feed/tags/recent/?q=`), asked 300 ms after the typing stops, from 1 character on.
 * `pending` while the answer for the current text is not there yet; `tags` is then empty.
 */
export function useRecentTags(text: string): { tags: string[]; pending: boolean; query: string } {
  const query = text.trim().toLowerCase();
  const [answer, setAnswer] = useState<{ query: string; tags: string[] }>();

  useEffect(() => {
    if (query.length < tagQueryMinLength) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const search = new URLSearchParams({ q: query, limit: String(suggestionCount) });
      httpClient(`/api/feed/tags/recent/?${search}`, { signal: controller.signal })
        .then(({ json }) => setAnswer({ query, tags: (json as RecentTag[]).map((recent) => recent.tag) }))
        .catch(() => {
          // No suggestions is no failure: the tag can still be typed in full.
          if (!controller.signal.aborted) setAnswer({ query, tags: [] });
        });
    }, tagQueryDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  if (query.length < tagQueryMinLength) return { tags: [], pending: false, query };
  const settled = answer?.query === query;
  return { tags: settled ? answer.tags : [], pending: !settled, query };
}
