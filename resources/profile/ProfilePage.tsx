import { Alert, Box, Card, CardContent, CircularProgress, Divider, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { readLoginRecord } from '../../authProvider/loginRecord';
import type { Profile } from '../../contract/users';
import { call } from '../../dataProvider/client';
import { AccountAccess } from './AccountAccess';
import { ProfileDetails } from './ProfileDetails';
import { ProfileForm } from './ProfileForm';
import { ProfileAvatar, ProfilePhoto } from './ProfilePhoto';
import { TwoStepSignIn } from './TwoStepSignIn';

/** `/user/:id/profile`: anyone's profile the server lets the user read; their own they may edit. */
export default function ProfilePage() {
  const { id = '' } = useParams();
  return <ProfileView key={id} id={id} />;
}

/** One profile; a new id is a new view, so nothing of the previous one shows. */
function ProfileView({ id }: { id: string }) {
  const translate = useTranslate();
  const [profile, setProfile] = useState<Profile>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    const controller = new AbortController();
    call('getProfile', { params: { id } }, { signal: controller.signal }).then(
      setProfile,
      (error: Error) => !controller.signal.aborted && setFailure(error.message),
    );
    return () => controller.abort();
  }, [id]);
  const own = profile !== undefined && profile.id === readLoginRecord()?.id;

  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title="app.account.profile" />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('app.account.profile')}
        </Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        {!profile && !failure && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
        {profile && (
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 3, alignItems: { sm: 'flex-start' } }}>
            <ProfileAvatar profile={profile} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <ProfileDetails profile={profile} />
            </Box>
          </Box>
        )}
        {own && (
          <>
            <Divider sx={{ my: 2 }} />
            <ProfilePhoto profile={profile} onSaved={setProfile} />
            <Divider sx={{ my: 2 }} />
            <Typography component="h2" variant="h6">
              {translate('app.account.edit_title')}
            </Typography>
            <ProfileForm profile={profile} onSaved={setProfile} />
            <Divider sx={{ my: 2 }} />
            <TwoStepSignIn />
            <AccountAccess />
          </>
        )}
      </CardContent>
    </Card>
  );
}
