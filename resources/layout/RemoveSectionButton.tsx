import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { removeButtonMark } from './useFocusAfterRemoval';

/** Remove, after a Yes/No confirmation naming the section (focus on Yes, Escape closes). */
export function RemoveSectionButton({ title, onRemove }: { title: string; onRemove: () => void }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('app.layout.remove', { title });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          onClick={() => setOpen(true)}
          sx={{ color: 'error.dark' }}
          {...{ [removeButtonMark]: '' }}
        >
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        title="app.layout.remove_confirm.title"
        content="app.layout.remove_confirm.content"
        translateOptions={{ title }}
        confirm="app.confirm.yes"
        cancel="app.confirm.no"
        confirmColor="warning"
        onConfirm={() => {
          setOpen(false);
          onRemove();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
