import type { DataProvider } from 'react-admin';

/**
 * The minimal app's data provider: `GET /api/<resource>?page=&perPage=&sort=&order=` answering
 * `{ data, total }` (bench/minimal-ra/serve.ts). Only the list is read; the rest is not needed.
 */
const unsupported = () => Promise.reject(new Error('The minimal app only lists'));

export const dataProvider: DataProvider = {
  async getList(resource, { pagination, sort }) {
    const query = new URLSearchParams({
      page: String(pagination?.page ?? 1),
      perPage: String(pagination?.perPage ?? 25),
      sort: sort?.field ?? 'createdAt',
      order: sort?.order ?? 'DESC',
    });
    const response = await fetch(`/api/${resource}?${query}`, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET /api/${resource} answered ${response.status}`);
    return (await response.json()) as { data: never[]; total: number };
  },
  getOne: unsupported,
  getMany: async () => ({ data: [] }),
  getManyReference: async () => ({ data: [], total: 0 }),
  create: unsupported,
  update: unsupported,
  updateMany: unsupported,
  delete: unsupported,
  deleteMany: unsupported,
};
