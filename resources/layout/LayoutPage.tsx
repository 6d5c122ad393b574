import { Box, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { type LayoutType, layoutTypes } from '../../contract/enums';
import { LayoutEditor } from './LayoutEditor';
import { layoutPanelId, LayoutTypeTabs, tabId } from './LayoutTypeTabs';

const isLayoutType = (value: string | null): value is LayoutType => layoutTypes.includes(value as LayoutType);

/**
 * `/ui/layout?type=home`: the sections of one screen of the app, with a live preview. The screen
 * is in the URL, so that switching screens goes through the unsaved-changes guard like leaving.
 */
export default function LayoutPage() {
  const translate = useTranslate();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('type');
  const layoutType: LayoutType = isLayoutType(requested) ? requested : 'home';
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="app.layout.title" />
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {translate('app.layout.title')}
      </Typography>
      <LayoutTypeTabs value={layoutType} onChange={(next) => setSearchParams({ type: next })} />
      <Box role="tabpanel" id={layoutPanelId} aria-labelledby={tabId(layoutType)}>
        {/* A fresh editor per screen: its unsaved changes never leak into another screen. */}
        <LayoutEditor key={layoutType} layoutType={layoutType} />
      </Box>
    </Box>
  );
}
