import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SavedSection, SectionErrors } from './layoutSections';
import { LayoutToolbar } from './LayoutToolbar';
import { NoSections } from './NoSections';
import { SectionDialog } from './SectionDialog';
import { SectionList } from './SectionList';
import { useFocusAfterRemoval } from './useFocusAfterRemoval';
import type { LayoutDraft } from './useLayoutDraft';

interface SectionsEditorProps {
  draft: LayoutDraft;
  errors: SectionErrors;
  saving: boolean;
  onSave: () => void;
  /** A section was changed: its messages from the last save no longer apply. */
  onSectionChanged: (key: string) => void;
}

/** The editor's column: the sortable sections, Add section, and Save / Discard. */
export function SectionsEditor({ draft, errors, saving, onSave, onSectionChanged }: SectionsEditorProps) {
  const translate = useTranslate();
  const headingId = useId();
  // null: no dialog; 'new': adding; otherwise the key of the section being edited.
  const [editing, setEditing] = useState<string | null>(null);
  const edited = draft.sections.find((section) => section.key === editing);
  const { region, addButton, removeSection } = useFocusAfterRemoval(draft.sections, draft.remove);
  const change = (key: string, changes: Partial<SavedSection>) => {
    draft.update(key, changes);
    onSectionChanged(key);
  };
  const apply = (section: SavedSection) => {
    if (edited) change(edited.key, section);
    else draft.add(section);
    setEditing(null);
  };
  return (
    <Box component="section" ref={region} aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {translate('app.layout.sections_heading')}
        </Typography>
        <Button ref={addButton} variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {translate('app.layout.add')}
        </Button>
      </Box>
      {draft.sections.length === 0 ? (
        <NoSections />
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
            {translate('app.layout.sections_help')}
          </Typography>
          <SectionList
            sections={draft.sections}
            errors={errors}
            onMove={draft.move}
            onChange={change}
            onEdit={setEditing}
            onRemove={removeSection}
          />
        </>
      )}
      <LayoutToolbar dirty={draft.dirty} saving={saving} onSave={onSave} onDiscard={draft.reset} />
      {editing !== null && <SectionDialog section={edited} onApply={apply} onClose={() => setEditing(null)} />}
    </Box>
  );
}
