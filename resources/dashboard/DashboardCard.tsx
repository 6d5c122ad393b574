import { Box, Card, CardContent, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';

/** A card of the dashboard: a section named by its h2 title, with an optional link or action beside the title. */
export function DashboardCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 2, mb: 1 }}>
          <Typography id={titleId} component="h2" variant="h6">
            {translate(title)}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/** What a card says when it has nothing to list. */
export function EmptyMessage({ message }: { message: string }) {
  const translate = useTranslate();
  return <Typography sx={{ color: 'text.secondary', py: 2 }}>{translate(message)}</Typography>;
}
