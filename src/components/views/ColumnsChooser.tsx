import { Popover, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { showColumnsIn, useColumnsContainer } from './columnsContainer';

/**
 * The list's column chooser: react-admin's own (its DataTable's ColumnsSelector, which keeps the
 * choice in the store as ColumnsButton's does), in a popover opened from the views menu.
 */
export function ColumnsChooser({ list, anchor, onClose }: { list: string; anchor: HTMLElement | null; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const containerRef = useColumnsContainer(list);
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } }}
    >
      <Typography id={titleId} variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5 }}>
        {translate('ra.action.select_columns')}
      </Typography>
      <div ref={(box) => showColumnsIn(containerRef.current, box)} style={{ minWidth: 220 }} />
    </Popover>
  );
}
