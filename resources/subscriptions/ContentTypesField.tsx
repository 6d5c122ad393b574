import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Subscription } from '../../contract/subscriptions';

/** The content types a plan includes, as small chips. */
export function ContentTypesField() {
  const record = useRecordContext<Subscription>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
      {record.contentTypes.map((type) => (
        <Chip key={type} component="li" size="small" label={translate(`app.content_types.${type}`)} />
      ))}
    </Stack>
  );
}
