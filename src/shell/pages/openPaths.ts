/** The routes of the e-mail links' pages (src/shell/App.tsx), which need no sign-in. */
export const accountPaths = {
  verifyEmail: '/verify-email/:userId/:token',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
} as const;

/** Every route open signed out: the login page, react-admin's auth callback and the e-mail links' pages. */
export const openPaths: readonly string[] = ['/login', '/auth-callback', ...Object.values(accountPaths)];
