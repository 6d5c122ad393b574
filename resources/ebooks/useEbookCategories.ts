import { useQuery } from '@tanstack/react-query';
import type { EbookCategory } from '../../contract/ebooks';
import type { PublicationKind } from '../../contract/enums';
import { call } from '../../dataProvider/client';

/** listEbookCategories: the categories of one publication kind, or of all when it is absent. */
export function fetchEbookCategories(ebookType?: PublicationKind, signal?: AbortSignal): Promise<EbookCategory[]> {
  const query = { ebookType: ebookType === undefined ? undefined : (`${ebookType}` as const) };
  return call('listEbookCategories', { query }, { signal });
}

/** The categories of `ebookType` (all of them when undefined), cached for the form and the filters alike. */
export function useEbookCategories(ebookType: PublicationKind | undefined) {
  return useQuery({
    queryKey: ['e-books', 'categories', ebookType ?? 'all'],
    queryFn: ({ signal }) => fetchEbookCategories(ebookType, signal),
    staleTime: 5 * 60_000,
  });
}
