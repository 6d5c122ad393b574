import { Box } from '@mui/material';
import { TruncatedText, type TruncatedTextProps } from './TruncatedText';

/**
 * A list cell of two one-line texts, the second smaller and quieter (a customer's name over their
 * e-mail, an item over its kind): each is cut at `maxWidth`, never wrapped.
 */
export function TwoLineCell({ primary, secondary, maxWidth = 240 }: { primary: string; secondary?: string; maxWidth?: TruncatedTextProps['maxWidth'] }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <TruncatedText text={primary} maxWidth={maxWidth} />
      {secondary && <TruncatedText text={secondary} maxWidth={maxWidth} variant="caption" sx={{ color: 'text.secondary' }} />}
    </Box>
  );
}
