import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import { Box } from '@mui/material';

/**
 * A cover at a book's 2:3 proportions, `width` pixels wide; a neutral book icon when there is
 * none (decorative: the title is always next to it).
 */
export function EbookCoverImage({ url, alt, width }: { url: string | null | undefined; alt: string; width: number }) {
  const size = { width, height: Math.round(width * 1.5), flexShrink: 0, borderRadius: 0.5 };
  if (!url) {
    return (
      <Box
        sx={{ ...size, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'text.secondary' }}
        aria-hidden
      >
        <MenuBookIcon sx={{ fontSize: Math.max(20, width / 2) }} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      loading="lazy"
      sx={{ ...size, display: 'block', objectFit: 'cover', boxShadow: 1, bgcolor: 'action.hover' }}
    />
  );
}
