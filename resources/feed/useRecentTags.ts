import { useEffect, useState } from 'react';
import { call } from '../../dataProvider/client';

/** Autocomplete: suggestions from the first character typed, 300 ms after typing stops (docs/api.md "Feed"). */
export const tagQueryMinLength = 1;
export const tagQueryDelayMs = 300;
const suggestionCount = 10;

/**
 * Suggestions for what is typed in a tag field: the recent tags matching it
 * (listRecentFeedTags), asked 300 ms after the typing stops, from 1 character on.
 * `pending` while the answer for the current text is not there yet; `tags` is then empty.
 */
export function useRecentTags(text: string): { tags: string[]; pending: boolean; query: string } {
  const query = text.trim().toLowerCase();
  const [answer, setAnswer] = useState<{ query: string; tags: string[] }>();

  useEffect(() => {
    if (query.length < tagQueryMinLength) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      call('listRecentFeedTags', { query: { q: query, limit: suggestionCount } }, { signal: controller.signal })
        .then((recent) => setAnswer({ query, tags: recent.map(({ tag }) => tag) }))
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
