import { Avatar, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useNotify, useTranslate } from 'react-admin';
import type { Profile } from '../../contract/users';
import { avatarExtensions } from '../../contract/userRules';
import { call } from '../../dataProvider/client';
import { FileUpload } from '../../src/components/FileUpload';

/** The profile's photo, large; initials when there is none. */
export function ProfileAvatar({ profile }: { profile: Profile }) {
  const translate = useTranslate();
  const initials = profile.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return (
    <Avatar
      src={profile.avatarUrl ?? undefined}
      alt={translate('app.account.photo_of', { name: profile.name })}
      sx={{ width: 96, height: 96, fontSize: 36, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      // Initials are decoration; the name is on the page.
      aria-hidden={profile.avatarUrl ? undefined : true}
    >
      {initials}
    </Avatar>
  );
}

/**
 * The signed-in user's own photo: upload (uploadProfileAvatar) or remove it (deleteProfileAvatar); the
 * profile and the top bar's identity follow.
 */
export function ProfilePhoto({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { refetch } = useGetIdentity();
  const [removing, setRemoving] = useState(false);

  const saved = async (updated: Profile, message: string) => {
    onSaved(updated);
    notify(message, { type: 'success' });
    await refetch();
  };

  const remove = async () => {
    setRemoving(true);
    try {
      await saved(await call('deleteProfileAvatar'), 'app.account.photo_removed');
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography component="h2" variant="h6">
        {translate('app.account.photo')}
      </Typography>
      <FileUpload
        operation="uploadProfileAvatar"
        allowedExtensions={avatarExtensions}
        label="app.account.photo"
        onUploaded={(response) => void saved(response as Profile, 'app.account.photo_saved')}
      />
      {profile.avatarUrl && (
        <Box>
          <Button variant="outlined" color="error" onClick={remove} disabled={removing}>
            {translate('app.account.remove_photo')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
