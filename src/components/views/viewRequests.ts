import { useQuery } from '@tanstack/react-query';
import type { ViewList } from '../../../contract/views';
import { call } from '../../../dataProvider/client';

/** The saved views of a list the signed-in user may use (contract/views.ts), through react-query. */
export const savedViewsKey = (list: ViewList) => ['savedViews', list] as const;

export const useSavedViews = (list: ViewList) =>
  useQuery({
    queryKey: savedViewsKey(list),
    queryFn: ({ signal }) => call('listSavedViews', { query: { list } }, { signal }),
    staleTime: 60_000,
  });
