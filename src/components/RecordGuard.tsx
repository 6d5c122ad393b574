import type { ReactNode } from 'react';
import { type HttpError, type RaRecord, useGetOne, useParams, useResourceContext } from 'react-admin';
import { RecordNotFound } from './RecordNotFound';

/**
 * An edit or show view whose record the API answers 404 for (or 400, for an id that cannot be
 * one, as `/#/feeds/abc`) shows RecordNotFound at its URL, instead of react-admin's redirect to
 * the list with an "Element does not exist" toast.
 *
 * It reads the view's own query (same key and options as react-admin's edit and show
 * controllers, so one request), and replaces the view in the render that brings the 404, before
 * the controller's error handler (an effect) can run. Any other error reaches the view, which
 * handles it as react-admin does.
 */
export function RecordGuard({ listPath, children }: { listPath: string; children: ReactNode }) {
  const resource = useResourceContext() ?? '';
  const { id } = useParams<{ id: string }>();
  const { error } = useGetOne<RaRecord, HttpError>(
    resource,
    { id },
    { retry: false, refetchOnMount: false, refetchOnReconnect: false, refetchOnWindowFocus: false },
  );
  if (error?.status === 404 || error?.status === 400) return <RecordNotFound listPath={listPath} />;
  return children;
}
