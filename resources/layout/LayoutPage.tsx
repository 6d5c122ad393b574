import { Box, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { LayoutScreen } from './LayoutScreen';
import { layoutTypeOf } from './layoutApi';
import { layoutPanelId, LayoutTypeTabs, tabId } from './LayoutTypeTabs';

/**
 * `/ui/layout?type=home`: the sections of one screen of the app, with a live preview, its
 * publication, History and Revisions. The screen is in the URL, so that switching screens goes
 * through the unsaved-changes guard like leaving.
 */
export default function LayoutPage() {
  const translate = useTranslate();
  const [searchParams, setSearchParams] = useSearchParams();
  const layoutType = layoutTypeOf(searchParams);
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="app.layout.title" />
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {translate('app.layout.title')}
      </Typography>
      <LayoutTypeTabs value={layoutType} onChange={(next) => setSearchParams({ type: next })} />
      <Box role="tabpanel" id={layoutPanelId} aria-labelledby={tabId(layoutType)}>
        {/* A fresh editor per screen: its unsaved changes never leak into another screen. */}
        <LayoutScreen key={layoutType} layoutType={layoutType} />
      </Box>
    </Box>
  );
}
