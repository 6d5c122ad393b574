import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { HIGHLIGHT_CODE, type LayoutType } from '../../contract/enums';
import type { DraftSection } from './layoutSections';
import { PreviewContentSection } from './PreviewContentSection';
import { PreviewHighlight } from './PreviewHighlight';
import { useActiveBanners } from './useActiveBanners';
import { usePreviewItems } from './usePreviewItems';

/**
 * The screen as the app would draw it with the unsaved sections: the visible ones, in order. For
 * assistive technology it is one labelled image (its parts would repeat the editor), with nothing
 * to focus in it.
 */
export function PhonePreview({ layoutType, sections }: { layoutType: LayoutType; sections: DraftSection[] }) {
  const translate = useTranslate();
  const headingId = useId();
  const { data: items } = usePreviewItems();
  const banners = useActiveBanners(layoutType);
  const visible = sections.filter((section) => section.visible);
  const screen = translate(`app.layout_types.${layoutType}`);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ justifySelf: 'center' }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('app.layout.preview.title')}
      </Typography>
      <Box
        role="img"
        aria-label={translate('app.layout.preview.phone', { screen })}
        sx={{
          width: 360,
          maxWidth: '100%',
          height: 720,
          border: 10,
          borderColor: 'grey.900',
          borderRadius: '36px',
          overflow: 'hidden',
          bgcolor: 'background.paper',
          boxShadow: 4,
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <Typography sx={{ fontWeight: 700, fontSize: 20, px: 1.5, pt: 2, pb: 1 }}>{screen}</Typography>
        {/* Hidden from assistive technology, so its scrolling is for the mouse only (nothing in it takes focus). */}
        <Box aria-hidden sx={{ flex: 1, overflowY: 'auto', scrollbarWidth: 'thin' }}>
          {visible.map((section) =>
            section.code === HIGHLIGHT_CODE || !section.sectionKey ? (
              <PreviewHighlight key={section.key} title={section.title} banners={banners} />
            ) : (
              <PreviewContentSection
                key={section.key}
                title={section.title}
                sectionKey={section.sectionKey}
                itemCount={section.itemCount}
                items={items}
              />
            ),
          )}
          {visible.length === 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', mt: 8 }}>
              {translate('app.layout.preview.no_sections')}
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}
