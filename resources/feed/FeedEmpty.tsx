import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import { Box, Typography } from '@mui/material';
import { CreateButton, useTranslate } from 'react-admin';

/** Shown when there is no entry at all (filters that match nothing show react-admin's own message). */
export function FeedEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <DynamicFeedIcon sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
      <Typography component="h2" variant="h5" sx={{ mt: 2 }}>
        {translate('resources.feeds.empty.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>{translate('resources.feeds.empty.text')}</Typography>
      <CreateButton variant="contained" />
    </Box>
  );
}
