import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

export default function DashboardPage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.dashboard.title" />
      <CardContent>
        <Typography component="h1" variant="h5">
          {translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
      </CardContent>
    </Card>
  );
}
