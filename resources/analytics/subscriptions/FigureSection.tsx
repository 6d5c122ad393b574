import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

/** A card of the page named by its h2 title, with its actions (Export CSV) beside the title. */
export function FigureSection({ title, actions, error, children }: { title: string; actions?: ReactNode; error?: Error | null; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%', minWidth: 0 }}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography id={titleId} component="h2" variant="h6">
            {title}
          </Typography>
          {actions}
        </Box>
        {error ? <Alert severity="error">{error.message}</Alert> : children}
      </CardContent>
    </Card>
  );
}
