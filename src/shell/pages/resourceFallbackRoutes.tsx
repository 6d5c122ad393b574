import { Navigate, Route, useLocation } from 'react-router-dom';
import type { ResourceDefinition } from '../../definitions/types';
import { NotFoundPage } from './NotFoundPage';

/** The resource's own path (`/feeds`) opens its list at its list path (`/feeds/list`), with the same query. */
function ToListPath({ listPath }: { listPath: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: `/${listPath}`, search }} replace />;
}

/**
 * The routes react-admin's <Resource> leaves to its children (see App.tsx): a resource whose list
 * lives at its own path sends its bare path there, and one without an edit view answers `/:id`
 * with its show page (whose RecordGuard says "not found" for an unknown id, `abc` included) or,
 * without one, the not-found page, rather than the list its catch-all route would show.
 */
export function resourceFallbackRoutes(definition: ResourceDefinition) {
  return [
    definition.listPath && <Route key="index" index element={<ToListPath listPath={definition.listPath} />} />,
    !definition.edit && (
      <Route key="id" path=":id" element={definition.show ? <Navigate to="show" replace /> : <NotFoundPage />} />
    ),
  ];
}
