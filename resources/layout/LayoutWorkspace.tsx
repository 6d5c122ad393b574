import { Box } from '@mui/material';
import type { Layout } from '../../contract/layout';
import { PhonePreview } from './PhonePreview';
import { SectionsEditor } from './SectionsEditor';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useLayoutDraft } from './useLayoutDraft';
import { useSaveLayout } from './useSaveLayout';

/** A screen's layout being edited: the editor, and beside it (under it on narrow screens) the live preview. */
export function LayoutWorkspace({ layout }: { layout: Layout }) {
  const draft = useLayoutDraft(layout.sections);
  const { save, saving, errors, clearErrorsOf } = useSaveLayout(layout.layoutType, draft.reset);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' },
        gap: 3,
        alignItems: 'start',
      }}
    >
      <SectionsEditor
        draft={draft}
        errors={errors}
        saving={saving}
        onSave={() => save({ version: layout.version, sections: draft.sections })}
        onSectionChanged={clearErrorsOf}
      />
      <PhonePreview layoutType={layout.layoutType} sections={draft.sections} />
      <UnsavedChangesGuard when={draft.dirty} />
    </Box>
  );
}
