import { Box, type SxProps, type Theme } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import type { WordDiffPart } from '../../../contract/revisions';

/** Removed words: struck through on a red tint; added words: underlined on a green tint. Never by colour alone. */
const removedSx: SxProps<Theme> = {
  textDecoration: 'line-through',
  bgcolor: (theme) => alpha(theme.palette.error.main, 0.14),
  color: 'text.primary',
  borderRadius: 0.5,
};
const addedSx: SxProps<Theme> = {
  textDecoration: 'underline',
  textDecorationThickness: '2px',
  bgcolor: (theme) => alpha(theme.palette.success.main, 0.18),
  color: 'text.primary',
  borderRadius: 0.5,
};

/** Whether a word diff changes any word (rich text whose formatting alone changed does not). */
export const changesWords = (parts: readonly WordDiffPart[]) => parts.some((part) => part.added || part.removed);

/**
 * A text field's word diff (compareRevisions' `words`): the unchanged words as they are, the
 * removed ones in `<del>`, the added ones in `<ins>`, each announced to screen readers by the
 * words around it ("removed: ... end of removal."), which `<del>` and `<ins>` alone are not.
 * Paragraphs of rich text keep their lines.
 */
export function WordDiff({ parts }: { parts: readonly WordDiffPart[] }) {
  const translate = useTranslate();
  const said = (key: string) => (
    <Box component="span" sx={visuallyHidden}>
      {` ${translate(`app.revisions.${key}`)} `}
    </Box>
  );
  return (
    // A word put in place of another follows it with a little room, not glued to it.
    <Box component="p" data-word-diff sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', '& del + ins': { ml: 0.5 } }}>
      {parts.map((part, index) => {
        if (part.removed) {
          return (
            <Box component="del" key={index} sx={removedSx}>
              {said('removed_start')}
              {part.value}
              {said('removed_end')}
            </Box>
          );
        }
        if (part.added) {
          return (
            <Box component="ins" key={index} sx={addedSx}>
              {said('added_start')}
              {part.value}
              {said('added_end')}
            </Box>
          );
        }
        return <span key={index}>{part.value}</span>;
      })}
    </Box>
  );
}
