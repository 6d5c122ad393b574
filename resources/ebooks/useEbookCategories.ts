import { useQuery } from '@tanstack/react-query';
import type { EbookCategory } from '../../contract/ebooks';
import type { PublicationKind } from '../../contract/enums';
import { httpClient } from '../../dataProvider/http';

/** `GET /api/ebooks/categories?ebookType=`: the categories of one publication kind, or of all when it is absent. */
export async function fetchEbookCategories(ebookType?: PublicationKind, signal?: AbortSignal): Promise<EbookCategory[]> {
  const query = ebookType === undefined ? '' : `?ebookType=${ebookType}`;
  const { json } = await httpClient(`/api/ebooks/categories${query}`, { signal });
  return json as EbookCategory[];
}

/** The categories of `ebookType` (all of them when undefined), cached for the form and the filters alike. */
export function useEbookCategories(ebookType: PublicationKind | undefined) {
  return useQuery({
    queryKey: ['e-books', 'categories', ebookType ?? 'all'],
    queryFn: ({ signal }) => fetchEbookCategories(ebookType, signal),
    staleTime: 5 * 60_000,
  });
}
