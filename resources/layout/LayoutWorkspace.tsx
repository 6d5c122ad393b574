import { Box } from '@mui/material';
import { LayoutConflictDialog } from './LayoutConflictDialog';
import type { LoadedLayout } from './layoutApi';
import { PhonePreview } from './PhonePreview';
import { SectionsEditor } from './SectionsEditor';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useLayoutDraft } from './useLayoutDraft';
import { useSaveLayout } from './useSaveLayout';

interface LayoutWorkspaceProps extends LoadedLayout {
  /** The revision the phone preview draws instead of the draft, if any. */
  revision: number | null;
  onLeaveRevision: () => void;
}

/**
 * A screen's layout being edited: the editor, and beside it (under it on narrow screens) the live
 * preview, or a revision of the layout. The save sends the version the layout was loaded at
 * (`etag`); someone else's save since opens the conflict dialog.
 */
export function LayoutWorkspace({ layout, etag, revision, onLeaveRevision }: LayoutWorkspaceProps) {
  const draft = useLayoutDraft(layout.sections);
  const saving = useSaveLayout(layout.layoutType, draft);
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
        errors={saving.errors}
        saving={saving.saving}
        onSave={() => saving.save(etag)}
        onSectionChanged={saving.clearErrorsOf}
      />
      <PhonePreview layout={layout} sections={draft.sections} revision={revision} onLeaveRevision={onLeaveRevision} />
      <UnsavedChangesGuard when={draft.dirty} />
      {saving.conflict && (
        <LayoutConflictDialog
          conflict={saving.conflict}
          onReload={saving.reload}
          onApply={saving.applyOnTop}
          onClose={saving.dismiss}
        />
      )}
    </Box>
  );
}
