import type { GetListParams } from 'react-admin';

/** Drops react-admin's empty filter values, which mean "no filter". */
export function cleanFilter(filter: Record<string, unknown> = {}) {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '' && value != null));
}

/** The body of a paged list's POST (contract/pagination.ts): the filter, with react-admin's page (from 1) as the API's (from 0). */
export function listRequestBody({ pagination, sort, filter }: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>): string {
  const { page = 1, perPage = 25 } = pagination ?? {};
  const paginationRequest = {
    page: page - 1,
    size: perPage,
    ...(sort?.field ? { sortBy: sort.field, sortDirection: sort.order } : {}),
  };
  return JSON.stringify({ ...cleanFilter(filter), paginationRequest });
}
