import { useQuery } from '@tanstack/react-query';
import type { Layout } from '../../contract/layout';
import { call } from '../../dataProvider/client';

/** The sections of a revision of the layout `layoutId` (getRevision), for the phone preview; nothing while none is chosen. */
export function useRevisionSections(layoutId: number, number: number | null): Layout['sections'] | undefined {
  const { data } = useQuery({
    queryKey: ['revisions', 'one', 'ui/layout', layoutId, number],
    queryFn: ({ signal }) => call('getRevision', { query: { resource: 'ui/layout', recordId: layoutId, number: number! } }, { signal }),
    enabled: number !== null,
    // A revision never changes.
    staleTime: Infinity,
  });
  const sections = data?.record.sections;
  return Array.isArray(sections) ? (sections as Layout['sections']) : undefined;
}
