import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type HttpError, useNotify } from 'react-admin';
import type { LayoutType } from '../../contract/enums';
import type { Layout } from '../../contract/layout';
import { call } from '../../dataProvider/client';
import { type DraftSection, type SectionErrors, sectionErrorsOf, withoutKey } from './layoutSections';
import { layoutQueryKey } from './useSavedLayout';

/**
 * Saves the sections with the version they were loaded at (updateLayout): then the
 * saved layout replaces the cached one and `onSaved` runs. A 400 keeps the server's messages by
 * section, so they follow a section that moves; a 409 reloads the saved layout behind the draft.
 */
export function useSaveLayout(layoutType: LayoutType, onSaved: () => void) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [errors, setErrors] = useState<SectionErrors>({});
  const mutation = useMutation<Layout, HttpError, { version: number; sections: DraftSection[] }>({
    mutationFn: ({ version, sections }) =>
      call('updateLayout', { query: { layoutType }, body: { version, sections: sections.map(withoutKey) } }),
    onSuccess: (layout) => {
      setErrors({});
      queryClient.setQueryData(layoutQueryKey(layoutType), layout);
      onSaved();
      notify('app.layout.saved', { type: 'success' });
    },
    onError: (error, { sections }) => {
      setErrors(sectionErrorsOf(error.body?.errors, sections));
      if (error.status === 409) void queryClient.invalidateQueries({ queryKey: layoutQueryKey(layoutType) });
      notify(error.message, { type: 'error' });
    },
  });
  const clearErrorsOf = (key: string) =>
    setErrors((current) => (key in current ? Object.fromEntries(Object.entries(current).filter(([other]) => other !== key)) : current));
  return { save: mutation.mutate, saving: mutation.isPending, errors, clearErrorsOf };
}
