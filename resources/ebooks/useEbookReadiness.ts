import { useQuery } from '@tanstack/react-query';
import { useRecordContext } from 'react-admin';
import type { Ebook } from '../../contract/ebooks';
import { call } from '../../dataProvider/client';

/** While a check runs, the readiness is read again this often (its end is not pushed to the page). */
const pendingPollMs = 2000;

export const readinessKey = (id: number, updatedAt: string | undefined) => ['e-books', 'readiness', id, updatedAt] as const;

/**
 * The release readiness of the e-book in context (docs/api.md "Release readiness"), read again
 * whenever the book changes (a save, an upload) and while a check of its e-pubs runs; the panel
 * and the form's proposals share the one request.
 */
export function useEbookReadiness() {
  const ebook = useRecordContext<Ebook>();
  const id = ebook?.id;
  return useQuery({
    queryKey: readinessKey(id ?? 0, ebook?.updatedAt),
    queryFn: ({ signal }) => call('getEbookReadiness', { params: { id: id! } }, { signal }),
    enabled: id !== undefined,
    refetchInterval: (query) => {
      const files = query.state.data?.files;
      return files && [files.sample, files.full].some((report) => report?.state === 'pending') ? pendingPollMs : false;
    },
  });
}
