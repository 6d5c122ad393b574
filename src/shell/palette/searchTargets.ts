import type { SearchKind } from '../../../contract/search';
import { resourceDefinitions } from '../../../resources';
import type { ResourceDefinition } from '../../definitions/types';

const byName = new Map(resourceDefinitions.map((definition) => [definition.name, definition]));

/** The resource a kind of search result opens (a kind is a resource's name); its group is named by the resource's menu label. */
export function searchTargetOf(kind: SearchKind): ResourceDefinition {
  const definition = byName.get(kind);
  if (!definition) throw new Error(`No resource named ${kind}`);
  return definition;
}

/** The page of a found record: its edit view where it has one, else its show view (`/orders/12/show`). */
export function recordPath(kind: SearchKind, id: string | number): string {
  const definition = searchTargetOf(kind);
  const record = `/${definition.name}/${encodeURIComponent(String(id))}`;
  return definition.edit ? record : `${record}/show`;
}
