import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CategoryListRequest, CategorySales, CategorySortField } from '../../contract/analytics';
import { httpClient } from '../../dataProvider/http';

export interface CategoryPageRequest {
  startDate: string;
  endDate: string;
  category: number | null;
  page: number;
  size: number;
  sortBy: CategorySortField;
  sortDirection: 'ASC' | 'DESC';
}

interface Page<Item> {
  content: Item[];
  totalElements: number;
}

/** One page of `POST /api/analytics/categories/list`; the last page stays on screen while the next loads. */
export function useCategoryPage({ startDate, endDate, category, page, size, sortBy, sortDirection }: CategoryPageRequest) {
  const body: CategoryListRequest = { startDate, endDate, category, paginationRequest: { page, size, sortBy, sortDirection } };
  return useQuery({
    queryKey: ['analytics', 'categories/list', body],
    queryFn: async ({ signal }) =>
      (await httpClient('/api/analytics/categories/list', { method: 'POST', body: JSON.stringify(body), signal })).json as Page<CategorySales>,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
