import type { DataProvider } from 'react-admin';

/**
 * The console's data provider. Resources arrive with the resource definitions (issue 4 builds
 * the endpoint table); until then no resource is declared, so react-admin calls none of these.
 */
const noResource = (method: string) => () =>
  Promise.reject(new Error(`dataProvider.${method}: no resource is declared yet`));

export const dataProvider: DataProvider = {
  getList: noResource('getList'),
  getOne: noResource('getOne'),
  getMany: noResource('getMany'),
  getManyReference: noResource('getManyReference'),
  create: noResource('create'),
  update: noResource('update'),
  updateMany: noResource('updateMany'),
  delete: noResource('delete'),
  deleteMany: noResource('deleteMany'),
};
