import { Box, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { type Identifier, useTranslate } from 'react-admin';
import { FileUpload } from '../../src/components/FileUpload';
import { type EbookFileKind, ebookFiles } from './ebookFiles';

interface EbookFileSlotProps {
  ebookId: Identifier;
  kind: EbookFileKind;
  /** i18n key of the file's name ("Cover photo"): the slot's heading and the file chooser's label. */
  label: string;
  /** What is stored now. */
  current: ReactNode;
  onUploaded: () => void;
}

/** One file of the e-book: what is stored now, and the shared upload widget to replace it. */
export function EbookFileSlot({ ebookId, kind, label, current, onUploaded }: EbookFileSlotProps) {
  const translate = useTranslate();
  const headingId = useId();
  const { upload, extensions } = ebookFiles[kind];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {translate(label)}
      </Typography>
      {current}
      <FileUpload
        operation={upload}
        params={{ id: ebookId }}
        allowedExtensions={extensions}
        label={label}
        onUploaded={onUploaded}
      />
    </Box>
  );
}
