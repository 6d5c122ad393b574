import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CategoryListRequest, CategorySortField } from '../../contract/analytics';
import { call } from '../../dataProvider/client';

export interface CategoryPageRequest {
  startDate: string;
  endDate: string;
  category: number | null;
  page: number;
  size: number;
  sortBy: CategorySortField;
  sortDirection: 'ASC' | 'DESC';
}

/** One page of the categories' sales (listCategorySales); the last page stays on screen while the next loads. */
export function useCategoryPage({ startDate, endDate, category, page, size, sortBy, sortDirection }: CategoryPageRequest) {
  const body: CategoryListRequest = { startDate, endDate, category, paginationRequest: { page, size, sortBy, sortDirection } };
  return useQuery({
    queryKey: ['analytics', 'listCategorySales', body],
    queryFn: ({ signal }) => call('listCategorySales', { body }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
