import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { HIGHLIGHT_CODE } from '../../contract/enums';
import type { Layout } from '../../contract/layout';
import type { DraftSection, SavedSection } from './layoutSections';
import { PreviewContentSection } from './PreviewContentSection';
import { PreviewHighlight } from './PreviewHighlight';
import { usePreviewAt } from './usePreviewAt';
import { usePreviewItems } from './usePreviewItems';
import { PreviewTime } from './PreviewTime';
import { useRevisionSections } from './useRevisionSections';

interface PhonePreviewProps {
  layout: Layout;
  /** The unsaved sections. */
  sections: DraftSection[];
  /** A revision of the layout to draw instead (chosen in the Revisions panel), or null. */
  revision: number | null;
  onLeaveRevision: () => void;
}

/** Sections read from the API, keyed by their place (the preview only draws them). */
const keyed = (sections: readonly SavedSection[]): DraftSection[] => sections.map((section, index) => ({ ...section, key: `drawn-${index}` }));

/**
 * The screen as the app would draw it with the unsaved sections: the visible ones, in order, with
 * the banners and the alert it shows now; or at the time chosen above it, the app as it will be
 * (the layout as published or scheduled by then); or a revision of the layout. For assistive
 * technology it is one labelled image (its parts would repeat the editor), with nothing to focus in it.
 */
export function PhonePreview({ layout, sections, revision, onLeaveRevision }: PhonePreviewProps) {
  const { layoutType } = layout;
  const translate = useTranslate();
  const headingId = useId();
  const notice = useRef<HTMLDivElement>(null);
  const { data: items } = usePreviewItems();
  const [at, setAt] = useState<string | null>(null);
  const preview = usePreviewAt(layoutType, at);
  const { banners, alerts } = preview;
  const revisionSections = useRevisionSections(layout.id, revision);
  const drawn = revision !== null ? keyed(revisionSections ?? []) : at !== null ? keyed(preview.sections) : sections;
  const visible = drawn.filter((section) => section.visible);
  const screen = translate(`app.layout_types.${layoutType}`);
  // A revision chosen under the page: the preview comes into view, and says which revision it draws.
  useEffect(() => {
    if (revision === null || !notice.current) return;
    notice.current.scrollIntoView({ block: 'center' });
    notice.current.focus({ preventScroll: true });
  }, [revision]);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ justifySelf: 'center', maxWidth: 360 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('app.layout.preview.title')}
      </Typography>
      {revision === null ? (
        <PreviewTime at={at} onChange={setAt} />
      ) : (
        <Alert
          ref={notice}
          tabIndex={-1}
          severity="info"
          sx={{ mb: 1.5 }}
          action={
            <Button color="inherit" size="small" onClick={onLeaveRevision}>
              {translate('app.layout.preview.back_to_draft')}
            </Button>
          }
        >
          {translate('app.layout.preview.revision', { number: revision })}
        </Alert>
      )}
      {revision === null && at !== null && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
          {translate('app.layout.preview.at_layout')}
        </Typography>
      )}
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
        {alerts[0] && (
          <Paper variant="outlined" aria-hidden sx={{ mx: 1.5, mb: 1, p: 1.25, bgcolor: 'action.hover' }}>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {translate('app.layout.preview.alert')}
              {alerts.length > 1 && ` · ${translate('app.layout.preview.more_alerts', { smart_count: alerts.length - 1 })}`}
            </Typography>
            <Typography variant="subtitle2">{alerts[0].title}</Typography>
            <Typography variant="body2" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
              {alerts[0].message}
            </Typography>
          </Paper>
        )}
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
