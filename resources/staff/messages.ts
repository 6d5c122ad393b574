/** The fields of the admins and editors lists. */
export const staffFields = {
  name: 'Name',
  email: 'E-mail',
  role: 'Role',
  emailVerified: 'Verified',
  blocked: 'Blocked',
  invitationPending: 'Invitation pending',
  lastSignInAt: 'Last sign-in',
};

/**
 * English strings of the staff views the admins and editors share, and the roles' labels (which the
 * profile page reads too, through roles.ts). Both definitions carry them (their messages.ts).
 */
export const staffMessages = {
  app: {
    roles: {
      1: 'Super Admin',
      2: 'Admin',
      4: 'Editor',
    },
    staff: {
      invite: 'Invite',
      invite_title: 'Invite a staff member',
      invited: 'Invitation sent to %{email}',
      send_invitation: 'Send invitation',
      role: 'Role',
      role_fixed: 'People invited here are editors.',
      actions: 'Actions',
      actions_for: 'Actions for %{name}',
      resend_invitation: 'Resend invitation',
      invitation_resent: 'A new invitation is on its way to %{email}',
      change_role: 'Change role',
      change_role_title: 'Change the role of %{name}',
      role_changed: 'The role of %{name} has changed',
      sign_out: 'Sign out everywhere',
      sign_out_title: 'Sign out %{name} everywhere?',
      sign_out_text: 'All their open sessions end; they need to sign in again.',
      signed_out: '%{name} is signed out everywhere',
      sessions: 'Sessions',
      reset_second_factors: 'Reset two-step sign-in',
      reset_second_factors_title: 'Reset the two-step sign-in of %{name}?',
      reset_second_factors_text: 'Their passkeys, authenticator app and recovery codes are removed, and they are told by e-mail. They sign in with an e-mailed code until they add new ones.',
      second_factors_reset: 'Two-step sign-in of %{name} reset',
      sessions_title: 'Sessions of %{name}',
      sessions_close: 'Close',
    },
  },
};
