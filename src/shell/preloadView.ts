import { matchPath } from 'react-router-dom';
import { definitions, resourceDefinitions } from '../../resources';
import { dataProvider } from './providers';
import type { LazyView, PageDefinition } from '../definitions/types';
import { loadHistoryPanel } from '../audit/lazyHistoryPanel';
import { loadAuditValues } from '../audit/recordLinks';

interface ViewRoute {
  pattern: string;
  view: LazyView | undefined;
  /** An edit or show page with the History panel App.tsx puts under it. */
  history?: boolean;
  /** A view that shows audit entries' changes: the History panel, the Activity page (ResourceDefinition.listShowsChanges). */
  changes?: boolean;
  /** A page's own early requests (PageDefinition.preloadData). */
  data?: PageDefinition['preloadData'];
}

/** Each route of App.tsx with the view it renders, most specific first (`orders/create` before `orders/:id`). */
const routes = definitions
  .flatMap((definition): ViewRoute[] => {
    if (definition.kind === 'page') return [{ pattern: `/${definition.path}`, view: definition.page, data: definition.preloadData }];
    const { name, listPath } = definition;
    const history = definition.audit !== undefined;
    return [
      { pattern: `/${listPath ?? name}`, view: definition.list, changes: definition.listShowsChanges },
      { pattern: `/${name}/create`, view: definition.create },
      { pattern: `/${name}/:id/show`, view: definition.show, history, changes: history },
      { pattern: `/${name}/:id`, view: definition.edit, history, changes: history },
    ];
  })
  .filter((route): route is ViewRoute & { view: LazyView } => route.view !== undefined);

const routeAt = (pathname: string) => routes.find((route) => matchPath({ path: route.pattern, end: true }, pathname));

/** The view a console path opens (`/orders`, `/e-books/12`), if any. */
export function viewAt(pathname: string): LazyView | undefined {
  return routeAt(pathname)?.view;
}

/**
 * Starts loading the chunks of the view a console path opens (and its History panel's, and the
 * value formats of a view that shows audit entries' changes), and a page's first data
 * (PageDefinition.preloadData); a failure is left to its render (react-admin's error page).
 */
export function preloadViewAt(pathname: string, search = '') {
  const route = routeAt(pathname);
  if (!route) return;
  Promise.all([route.view.preload(), route.history && loadHistoryPanel(), route.changes && loadAuditValues(resourceDefinitions)]).catch(() => undefined);
  route.data?.(new URLSearchParams(search), dataProvider);
}
