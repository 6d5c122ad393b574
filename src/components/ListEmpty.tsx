import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';

/**
 * A list's empty state, when there is no record at all (filters that match nothing show
 * react-admin's own message): an icon, `resources.<name>.empty.title` and `.text`, and where
 * records can be made, the button that makes one (`<CreateButton variant="contained" />`).
 */
export function ListEmpty({ icon: Icon, action }: { icon: SvgIconComponent; action?: ReactNode }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Icon sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
      <Typography component="h2" variant="h5" sx={{ mt: 2 }}>
        {translate(`resources.${resource}.empty.title`)}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: action ? 3 : 0 }}>{translate(`resources.${resource}.empty.text`)}</Typography>
      {action}
    </Box>
  );
}
