import { matchPath } from 'react-router-dom';
import { definitions } from '../resources';
import type { LazyView } from '../resources/types';

/** Each route of App.tsx with the view it renders, most specific first (`orders/create` before `orders/:id`). */
const routes: { pattern: string; view: LazyView }[] = definitions
  .flatMap((definition) => {
    if (definition.kind === 'page') return [{ pattern: `/${definition.path}`, view: definition.page }];
    const { name, listPath } = definition;
    return [
      { pattern: `/${listPath ?? name}`, view: definition.list },
      { pattern: `/${name}/create`, view: definition.create },
      { pattern: `/${name}/:id/show`, view: definition.show },
      { pattern: `/${name}/:id`, view: definition.edit },
    ];
  })
  .filter((route): route is { pattern: string; view: LazyView } => route.view !== undefined);

/** The view a console path opens (`/orders`, `/e-books/12`), if any. */
export function viewAt(pathname: string): LazyView | undefined {
  return routes.find((route) => matchPath({ path: route.pattern, end: true }, pathname))?.view;
}

/** Starts loading the chunk of the view a console path opens; a failure is left to its render (react-admin's error page). */
export function preloadViewAt(pathname: string) {
  viewAt(pathname)
    ?.preload()
    .catch(() => undefined);
}
