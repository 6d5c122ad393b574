import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type LayoutType, layoutTypes } from '../../contract/enums';

export const tabId = (layoutType: LayoutType) => `layout-tab-${layoutType}`;
export const layoutPanelId = 'layout-panel';

/** Which screen of the app is being laid out; the panel below is the chosen screen's editor. */
export function LayoutTypeTabs({ value, onChange }: { value: LayoutType; onChange: (layoutType: LayoutType) => void }) {
  const translate = useTranslate();
  return (
    <Tabs
      value={value}
      onChange={(_event, layoutType: LayoutType) => onChange(layoutType)}
      aria-label={translate('app.layout.screen')}
      variant="scrollable"
      allowScrollButtonsMobile
      // The tabs scroll on a narrow screen: their full width must not widen the page (a flex
      // item's minimum, react-admin's content area, would otherwise grow to it).
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, contain: 'inline-size' }}
    >
      {layoutTypes.map((layoutType) => (
        <Tab
          key={layoutType}
          value={layoutType}
          id={tabId(layoutType)}
          aria-controls={layoutPanelId}
          label={translate(`app.layout_types.${layoutType}`)}
        />
      ))}
    </Tabs>
  );
}
