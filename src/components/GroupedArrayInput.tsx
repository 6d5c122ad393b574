import { Box } from '@mui/material';
import { ArrayInput, type ArrayInputProps, useResourceContext, useTranslate, useTranslateLabel } from 'react-admin';

/**
 * react-admin's ArrayInput as a named group: its label is plain text, so its rows' inputs ("Name",
 * "Role") would be announced without saying whose they are; a screen reader (and a test) finds
 * them in the group named by the label.
 */
export function GroupedArrayInput({ sx, ...props }: ArrayInputProps) {
  const translateLabel = useTranslateLabel();
  const translate = useTranslate();
  const resource = useResourceContext(props);
  const label = typeof props.label === 'string' ? translate(props.label) : translateLabel({ source: props.source, resource });
  return (
    <Box role="group" aria-label={String(label)} sx={sx}>
      <ArrayInput {...props} />
    </Box>
  );
}
