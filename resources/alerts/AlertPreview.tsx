import { Box, Paper, Typography } from '@mui/material';
import { useId } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Alert } from '../../contract/alerts';
import { buttonCount } from './alertChoices';
import { AlertPreviewButton } from './AlertPreviewButton';

const watched = ['title', 'message', 'buttonType', 'buttonLabel', 'secondButtonLabel'] as const;

/** The alert as the app shows it, drawn from the form's current values (and the saved image). */
export function AlertPreview() {
  const translate = useTranslate();
  const record = useRecordContext<Alert>();
  const captionId = useId();
  const [title, message, buttonType, buttonLabel, secondButtonLabel] = useWatch({ name: [...watched] }) as (string | number | null)[];
  const buttons = buttonCount(buttonType);
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value : translate(fallback));
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0, flex: '0 1 320px', position: { md: 'sticky' }, top: { md: 80 } }}>
      <Typography id={captionId} component="figcaption" variant="overline" sx={{ color: 'text.secondary' }}>
        {translate('resources.ui/alerts.preview.title')}
      </Typography>
      <Paper elevation={6} sx={{ borderRadius: 4, overflow: 'hidden', maxWidth: 320 }}>
        {record?.imageUrl && (
          <Box component="img" src={record.imageUrl} alt="" sx={{ display: 'block', width: '100%', aspectRatio: '2 / 1', objectFit: 'cover' }} />
        )}
        <Box sx={{ p: 2.5 }}>
          <Typography component="p" variant="h6" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {text(title, 'resources.ui/alerts.preview.untitled')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {text(message, 'resources.ui/alerts.preview.no_message')}
          </Typography>
        </Box>
        {buttons > 0 && (
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', px: 2.5, pb: 2 }}>
            {buttons === 2 && <AlertPreviewButton>{text(secondButtonLabel, 'resources.ui/alerts.preview.second_button')}</AlertPreviewButton>}
            <AlertPreviewButton primary>{text(buttonLabel, 'resources.ui/alerts.preview.button')}</AlertPreviewButton>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
