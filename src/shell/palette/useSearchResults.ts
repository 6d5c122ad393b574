import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SearchGroup } from '../../../contract/search';
import { call } from '../../../dataProvider/client';

/** How long the text must rest before it is searched, and how long it must be. */
export const searchDelayMs = 200;
export const searchMinLength = 2;

/** One search of the server (GET /api/search): a few records of each kind the role may open. */
export const searchRecords = (q: string, signal?: AbortSignal) => call('search', { query: { q } }, { signal });

/** The text once it has not changed for `delayMs`. */
function useSettled(text: string, delayMs: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}

/** The server's search (contract/search.ts) of the text: the groups, and whether they are for the text as typed. */
export function useSearchResults(text: string) {
  const q = useSettled(text.trim(), searchDelayMs);
  const enabled = q.length >= searchMinLength;
  const query = useQuery({
    queryKey: ['palette', 'search', q],
    queryFn: ({ signal }) => searchRecords(q, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const groups: SearchGroup[] = enabled ? (query.data?.groups ?? []) : [];
  return {
    groups,
    /** Still waiting: the text has changed since, or the answer has not come. */
    pending: text.trim().length >= searchMinLength && (q !== text.trim() || query.isFetching),
    error: enabled ? query.error : null,
    q,
  };
}
