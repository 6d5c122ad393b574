/**
 * English strings of the profile page. Its title, the app bar's link to it (`app.account.profile`),
 * is the shell's (src/shell/i18n/shell.ts); the role labels are the staff views' (staff/messages.ts).
 */
export const profileMessages = {
  app: {
    account: {
      edit_title: 'Edit your profile',
      name: 'Name',
      email: 'E-mail',
      role: 'Role',
      phone: 'Phone',
      phone_invalid: 'Enter a phone number: 6 to 20 digits, with an optional leading + and spaces, dashes, dots or parentheses',
      created_at: 'Member since',
      saved: 'Your profile is saved',
      photo: 'Photo',
      photo_of: 'Photo of %{name}',
      no_photo: 'No photo yet',
      remove_photo: 'Remove photo',
      photo_saved: 'Your photo is saved',
      photo_removed: 'Your photo is removed',
    },
  },
};
