import { Box, Typography } from '@mui/material';
import type { ContentSectionKey } from '../../contract/enums';
import type { PreviewItem } from '../../contract/layout';

/** Covers are portrait; news and video pictures are landscape. */
const sizeOf = (sectionKey: ContentSectionKey) =>
  sectionKey === 'book' || sectionKey === 'magazine' ? { width: 84, height: 120 } : { width: 150, height: 86 };

/** One item of a content section in the phone preview: its picture (or a grey block) and its title. */
export function PreviewCard({ item, sectionKey }: { item: PreviewItem; sectionKey: ContentSectionKey }) {
  const { width, height } = sizeOf(sectionKey);
  return (
    <Box sx={{ width, flex: 'none' }}>
      {item.imageUrl ? (
        <Box component="img" src={item.imageUrl} alt="" sx={{ width, height, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
      ) : (
        <Box sx={{ width, height, borderRadius: 1, bgcolor: 'action.selected' }} />
      )}
      <Typography
        variant="caption"
        sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', mt: 0.5, lineHeight: 1.3 }}
      >
        {item.title}
      </Typography>
    </Box>
  );
}
