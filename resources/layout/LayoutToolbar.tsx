import SaveIcon from '@mui/icons-material/Save';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';

interface LayoutToolbarProps {
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}

/** Save, and Discard changes (after a Yes/No confirmation), with a word when there are unsaved changes. */
export function LayoutToolbar({ dirty, saving, onSave, onDiscard }: LayoutToolbarProps) {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        mt: 2,
        py: 1.5,
        position: 'sticky',
        bottom: 0,
        bgcolor: 'background.default',
        zIndex: 2,
      }}
    >
      <Button variant="contained" startIcon={<SaveIcon />} onClick={onSave} disabled={!dirty} loading={saving}>
        {translate('app.layout.save')}
      </Button>
      <Button startIcon={<UndoIcon />} onClick={() => setConfirming(true)} disabled={!dirty || saving}>
        {translate('app.layout.discard')}
      </Button>
      {dirty && (
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          {translate('app.layout.unsaved')}
        </Typography>
      )}
      <Confirm
        isOpen={confirming}
        title="app.layout.discard_confirm.title"
        content="app.layout.discard_confirm.content"
        confirm="app.confirm.yes"
        cancel="app.confirm.no"
        confirmColor="warning"
        onConfirm={() => {
          setConfirming(false);
          onDiscard();
        }}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
