import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type HttpError, useNotify } from 'react-admin';
import type { AuditEntry } from '../../contract/audit';
import type { LayoutType } from '../../contract/enums';
import { ErrorCode } from '../../contract/errorCodes';
import type { Layout } from '../../contract/layout';
import { loadLayout, type LoadedLayout, saveLayout } from './layoutApi';
import { type DraftSection, type SectionErrors, sectionErrorsOf, withoutKey } from './layoutSections';
import { mergeSections } from './mergeSections';
import type { LayoutDraft } from './useLayoutDraft';
import { layoutQueryKey } from './useSavedLayout';

/** Someone else saved the layout since it was loaded (a 412): the layout now, its version and latest change. */
export interface LayoutConflict {
  current: Layout;
  /** The version of `current` (the 412's `ETag`); null when the answer had none: it is then read again. */
  etag: string | null;
  /** Who saved it, when, and what they changed; null when nobody is on record. */
  lastChange: AuditEntry | null;
}

/** The conflict a refused save reports, or null for any other error. */
function conflictOf(error: HttpError): LayoutConflict | null {
  const body = error.body as Record<string, unknown> | undefined;
  if (error.status !== 412 || body?.errorCode !== ErrorCode.STALE_RECORD || !body.current) return null;
  return {
    current: body.current as Layout,
    etag: typeof body.etag === 'string' ? body.etag : null,
    lastChange: (body.lastChange ?? null) as AuditEntry | null,
  };
}

/**
 * Saves the draft over the version it was loaded at (`If-Match`): then the saved layout and its
 * version replace the cached ones and the draft starts again from them. A 400 keeps the server's
 * messages by section, so they follow a section that moves. A 412 (someone else saved since) is a
 * `conflict`, which the person settles: `reload` takes their layout and drops the draft,
 * `applyOnTop` saves the draft's changes made over theirs (mergeSections.ts).
 */
export function useSaveLayout(layoutType: LayoutType, draft: LayoutDraft) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [errors, setErrors] = useState<SectionErrors>({});
  const [conflict, setConflict] = useState<LayoutConflict | null>(null);
  const mutation = useMutation<LoadedLayout, HttpError, { etag: string | null; sections: DraftSection[] }>({
    mutationFn: ({ etag, sections }) => saveLayout(layoutType, sections.map(withoutKey), etag),
    onSuccess: (saved) => {
      setErrors({});
      queryClient.setQueryData(layoutQueryKey(layoutType), saved);
      // The layout's record as its panels read it (its state, a change waiting, History, Revisions), and the review queue.
      void queryClient.invalidateQueries({ queryKey: ['ui/layout'] });
      void queryClient.invalidateQueries({ queryKey: ['editorial', 'queue'] });
      draft.reset();
      notify('app.layout.saved', { type: 'success' });
    },
    onError: (error, { sections }) => {
      const stale = conflictOf(error);
      if (stale) {
        setConflict(stale);
        return;
      }
      setErrors(sectionErrorsOf(error.body?.errors, sections));
      notify(error.message, { type: 'error' });
    },
  });

  const reload = () => {
    const current = conflict;
    setConflict(null);
    setErrors({});
    if (current?.etag) queryClient.setQueryData<LoadedLayout>(layoutQueryKey(layoutType), { layout: current.current, etag: current.etag });
    else void queryClient.invalidateQueries({ queryKey: layoutQueryKey(layoutType) });
    draft.reset();
  };

  const applyOnTop = async () => {
    if (!conflict) return;
    setConflict(null);
    try {
      // Read again when the 412 had no version: not into the cache, which keeps the version the draft started from.
      const theirs = conflict.etag ? { layout: conflict.current, etag: conflict.etag } : await loadLayout(layoutType);
      mutation.mutate({ etag: theirs.etag, sections: mergeSections(draft.base, draft.sections, theirs.layout.sections) });
    } catch (error) {
      notify((error as HttpError).message, { type: 'error' });
    }
  };

  const clearErrorsOf = (key: string) =>
    setErrors((current) => (key in current ? Object.fromEntries(Object.entries(current).filter(([other]) => other !== key)) : current));
  return {
    save: (etag: string | null) => mutation.mutate({ etag, sections: draft.sections }),
    saving: mutation.isPending,
    errors,
    clearErrorsOf,
    conflict,
    reload,
    applyOnTop: () => void applyOnTop(),
    /** Closes the conflict and keeps the draft (saving it again meets the conflict again). */
    dismiss: () => setConflict(null),
  };
}
