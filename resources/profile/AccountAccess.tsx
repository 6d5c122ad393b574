import { Divider } from '@mui/material';
import { ApiTokensSection } from './ApiTokensSection';
import { SessionsSection } from './SessionsSection';

/** What of one's own profile is about access: where one is signed in, and one's API tokens. */
export function AccountAccess() {
  return (
    <>
      <Divider sx={{ my: 2 }} />
      <SessionsSection />
      <Divider sx={{ my: 2 }} />
      <ApiTokensSection />
    </>
  );
}
