import { type LayoutType, layoutTypes } from '../../contract/enums';
import type { Layout, LayoutInput } from '../../contract/layout';
import { routeOf, urlOf } from '../../dataProvider/client';
import { httpClient } from '../../dataProvider/http';
import type { SavedSection } from './layoutSections';

/** The screen the editor's address names (`?type=books`), the home screen by default. */
export function layoutTypeOf(query: URLSearchParams): LayoutType {
  const requested = query.get('type');
  return layoutTypes.find((type) => type === requested) ?? 'home';
}

/**
 * A screen's layout with its version: the `ETag` the API answered with it (docs/api.md
 * "Versions"), which the save sends back as `If-Match`.
 */
export interface LoadedLayout {
  layout: Layout;
  etag: string | null;
}

/** The layout as the editor edits it (getLayout): the change waiting on the published one when there is one; with its version. */
export async function loadLayout(layoutType: LayoutType, signal?: AbortSignal): Promise<LoadedLayout> {
  const { json, headers } = await httpClient(urlOf('getLayout', { query: { layoutType, version: 'pending' } }), { signal });
  return { layout: json as Layout, etag: headers.get('etag') };
}

/**
 * Saves the sections (updateLayout) over the version `etag` names: a layout saved since is a 412
 * (errorCode 119) whose body carries the current layout, its latest change and its version
 * (`etag`, dataProvider/http.ts). Answers the saved layout with its new version.
 */
export async function saveLayout(layoutType: LayoutType, sections: SavedSection[], etag: string | null): Promise<LoadedLayout> {
  const { method } = routeOf('updateLayout');
  const body: LayoutInput = { sections };
  const headers = new Headers({ Accept: 'application/json' });
  if (etag) headers.set('If-Match', etag);
  const answer = await httpClient(urlOf('updateLayout', { query: { layoutType } }), { method, body: JSON.stringify(body), headers });
  return { layout: answer.json as Layout, etag: answer.headers.get('etag') };
}
