import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ContentSectionKey } from '../../contract/enums';
import type { PreviewItems } from '../../contract/layout';
import { PreviewCard } from './PreviewCard';
import { PreviewRow } from './PreviewRow';

interface PreviewContentSectionProps {
  title: string;
  sectionKey: ContentSectionKey;
  itemCount: number;
  items: PreviewItems | undefined;
}

/** A content section in the phone preview: up to `itemCount` of the newest items of its kind. */
export function PreviewContentSection({ title, sectionKey, itemCount, items }: PreviewContentSectionProps) {
  const translate = useTranslate();
  const shown = items?.[sectionKey].slice(0, itemCount) ?? [];
  return (
    <PreviewRow title={title}>
      {shown.map((item) => (
        <PreviewCard key={item.id} item={item} sectionKey={sectionKey} />
      ))}
      {items && shown.length === 0 && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {translate('app.layout.preview.no_items')}
        </Typography>
      )}
    </PreviewRow>
  );
}
