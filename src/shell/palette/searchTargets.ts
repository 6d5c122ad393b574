import type { SearchKind } from '../../../contract/search';
import { alerts } from '../../../resources/alerts';
import { appConfig } from '../../../resources/appConfig';
import { banners } from '../../../resources/banners';
import { customers } from '../../../resources/customers';
import { ebooks } from '../../../resources/ebooks';
import { feed } from '../../../resources/feed';
import { orders } from '../../../resources/orders';
import type { ResourceDefinition } from '../../definitions/types';

/** The resource a kind of search result opens; its group is named by the resource's menu label. */
export const searchTargets: Record<SearchKind, ResourceDefinition> = {
  orders,
  customers,
  ebooks,
  feed,
  banners,
  alerts,
  appConfig,
};

/** The page of a found record: its edit view where it has one, else its show view (`/orders/12/show`). */
export function recordPath(kind: SearchKind, id: string | number): string {
  const definition = searchTargets[kind];
  const record = `/${definition.name}/${encodeURIComponent(String(id))}`;
  return definition.edit ? record : `${record}/show`;
}
