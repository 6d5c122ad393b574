import LockResetIcon from '@mui/icons-material/LockReset';
import PersonIcon from '@mui/icons-material/Person';
import { Box, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef, useState } from 'react';
import { LoadingIndicator, Logout, AppBar as RaAppBar, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { readLoginRecord } from '../../../authProvider/loginRecord';
import { JobsButton } from '../../components/jobs/JobsButton';
import { ReviewQueueButton } from '../../components/editorial/ReviewQueueButton';
import { PaletteLauncher } from '../palette/PaletteLauncher';
import { AfterPage, usePageShown } from './pageShown';
import { ThemeSwitch } from './ThemeSwitch';
import { TitleSlot } from './TitleSlot';
import { LanguageDialog, LanguageMenuItem } from './LanguageMenu';
import { ProfileLanguage } from './ProfileLanguage';
import { useIsPhone } from '../../components/useIsPhone';

const UserMenuLink = forwardRef<HTMLAnchorElement, { to: string; label: string; icon: React.ReactNode }>(
  function UserMenuLink({ to, label, icon }, ref) {
    const translate = useTranslate();
    const userMenu = useUserMenu();
    return (
      <MenuItem component={Link} to={to} ref={ref} onClick={() => userMenu?.onClose()}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText>{translate(label)}</ListItemText>
      </MenuItem>
    );
  },
);

/** The title in the bar: one line, cut with an ellipsis where the buttons leave it too little room. */
const barTitle = { flex: 1, minWidth: 0, '& > h6': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } } as const;

/** Top bar: menu toggle, page title, search (the command palette), the review queue, background jobs, theme switch, and the user's name with Profile, Change Password, Language, Log Out. */
export function AppBar() {
  const id = readLoginRecord()?.id;
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const pageShown = usePageShown();
  const [languageOpen, setLanguageOpen] = useState(false);
  return (
    <RaAppBar
      // On a phone the page's title heads the page instead (AppLayout), where it can wrap: beside
      // the bar's buttons it had room for about twelve characters ("Order ORD-0").
      children={isPhone ? <Box sx={{ flex: 1 }} /> : <TitleSlot sx={barTitle} />}
      // The buttons and the user's menu come once the page has rendered (pageShown.tsx); the shortcuts work at once.
      toolbar={
        <>
          <PaletteLauncher />
          <AfterPage>
            <ReviewQueueButton />
            <JobsButton />
            <ThemeSwitch />
            <ProfileLanguage />
            <LanguageDialog open={languageOpen} onClose={() => setLanguageOpen(false)} />
          </AfterPage>
          {/* Its spinner takes the rest props: named, as every progress bar must be (its types omit them). */}
          <LoadingIndicator {...({ 'aria-label': translate('ra.page.loading') } as object)} />
        </>
      }
      userMenu={
        pageShown && (
          <UserMenu>
            <UserMenuLink to={`/user/${id}/profile`} label="app.account.profile" icon={<PersonIcon fontSize="small" />} />
            <UserMenuLink to="/user/password/change" label="app.account.change_password" icon={<LockResetIcon fontSize="small" />} />
            <LanguageMenuItem onOpen={() => setLanguageOpen(true)} />
            <Logout />
          </UserMenu>
        )
      }
    />
  );
}
