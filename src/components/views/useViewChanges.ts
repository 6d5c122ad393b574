import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError, useNotify } from 'react-admin';
import type { SavedView, SavedViewChange, SavedViewInput, ViewList } from '../../../contract/views';
import { call } from '../../../dataProvider/client';
import { everyHistoryKey } from '../../audit/auditRequests';
import { savedViewsKey } from './viewRequests';

/** The server's message for the name (a 409's or 400's fieldErrors.name), if the failure was about it. */
export const nameErrorOf = (error: unknown): string | undefined =>
  error instanceof HttpError ? (error.body as { errors?: { name?: string } } | undefined)?.errors?.name : undefined;

/**
 * Saving, changing, deleting a list's views and choosing its default: each says what it did,
 * then the list's views are read again. A failure about the name is left to the dialog.
 */
export function useViewChanges(list: ViewList) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const done = (message: string, messageArgs?: Record<string, unknown>) => {
    notify(message, { type: 'success', messageArgs });
    // A shared view's change is in the Activity log.
    void queryClient.invalidateQueries({ queryKey: everyHistoryKey });
    return queryClient.invalidateQueries({ queryKey: savedViewsKey(list) });
  };
  const failed = (error: Error) => {
    if (!nameErrorOf(error)) notify(error.message, { type: 'error' });
  };

  return {
    create: useMutation({
      mutationFn: (input: Omit<SavedViewInput, 'list'>) => call('createSavedView', { body: { ...input, list } }),
      onSuccess: () => done('app.views.saved'),
      onError: failed,
    }),
    update: useMutation({
      mutationFn: ({ id, change }: { id: number; change: SavedViewChange }) => call('updateSavedView', { params: { id }, body: change }),
      onSuccess: () => done('app.views.updated'),
      onError: failed,
    }),
    remove: useMutation({
      mutationFn: (view: SavedView) => call('deleteSavedView', { params: { id: view.id } }),
      onSuccess: () => done('app.views.deleted'),
      onError: failed,
    }),
    setDefault: useMutation({
      mutationFn: (view: SavedView | null) => call('setDefaultSavedView', { body: { list, viewId: view?.id ?? null } }),
      onSuccess: (_answer, view) => (view ? done('app.views.default_set', { name: view.name }) : done('app.views.default_cleared')),
      onError: failed,
    }),
  };
}
