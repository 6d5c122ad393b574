import { Chip, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { FeedEntry } from '../../contract/feed';

/** The entry's tags as chips. */
export function FeedTagsField() {
  const record = useRecordContext<FeedEntry>();
  if (!record?.tags.length) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {record.tags.map((tag) => (
        <Chip key={tag} label={tag} size="small" />
      ))}
    </Stack>
  );
}
