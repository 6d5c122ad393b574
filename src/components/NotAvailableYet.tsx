import ConstructionIcon from '@mui/icons-material/Construction';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** Stands in for a screen that a later release builds, so its route, menu and guard work today. */
export function NotAvailableYet({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <ConstructionIcon color="action" aria-hidden />
          <div>
            <Typography component="h1" variant="h5">
              {translate(title)}
            </Typography>
            <Typography color="text.secondary">{translate('app.not_available_yet')}</Typography>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
