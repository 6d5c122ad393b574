import { Button, CircularProgress } from '@mui/material';
import { Form, maxLength, required, TextInput, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import type { Profile, ProfileUpdate } from '../../contract/users';
import { isPhoneNumber } from '../../contract/userRules';
import { call } from '../../dataProvider/client';
import { useServerSubmit } from '../../src/components/useServerSubmit';

/** The contract's phone rule, checked before saving (the server checks it too). */
const phoneNumber = (value: unknown) =>
  typeof value !== 'string' || value.trim() === '' || isPhoneNumber(value.trim()) ? undefined : 'app.account.phone_invalid';

/** The signed-in user's own name and phone (updateProfile); the top bar's name follows. */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { refetch } = useGetIdentity();
  const { submit, saving } = useServerSubmit(async (values) => {
    const body: ProfileUpdate = { name: String(values.name ?? ''), phone: String(values.phone ?? '') };
    onSaved(await call('updateProfile', { body }));
    await refetch();
    notify('app.account.saved', { type: 'success' });
  });
  return (
    <Form onSubmit={submit} defaultValues={{ name: profile.name, phone: profile.phone ?? '' }} noValidate>
      <TextInput source="name" label="app.account.name" autoComplete="name" validate={[required(), maxLength(200)]} />
      <TextInput source="phone" label="app.account.phone" type="tel" autoComplete="tel" validate={[maxLength(40), phoneNumber]} />
      <Button type="submit" variant="contained" disabled={saving}>
        {saving ? <CircularProgress size={19} thickness={3} aria-hidden /> : translate('ra.action.save')}
      </Button>
    </Form>
  );
}
