import { Box } from '@mui/material';
import { type ReactNode, useCallback, useState } from 'react';
import { Layout } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { DeferredMount } from '../../components/DeferredMount';
import { JobDialogWhenOpened } from '../../components/jobs/JobDialogWhenOpened';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { AppSidebar } from './AppSidebar';
import { Footer, footerHeight } from './Footer';
import { AfterPage, PageShownProvider, PageShownSignal } from './pageShown';
import { SecondFactorNotice } from './SecondFactorNotice';
import { TitleElementProvider, TitleSlot } from './TitleSlot';
import { useIsPhone } from '../../components/useIsPhone';

/** The signed-in shell: top bar, left menu (a modal drawer below 768px), page outlet and footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const isPhone = useIsPhone();
  const { pathname } = useLocation();
  const [pageShown, setPageShown] = useState(false);
  const showPage = useCallback(() => setPageShown(true), []);
  return (
    <PageShownProvider value={pageShown}>
      <TitleElementProvider>
        <Layout appBar={AppBar} menu={DeferredMenu} sidebar={AppSidebar}>
          {/* The shell's frame mounts when the session check answers, in one blocking task; the page next,
              and only then the menu, the top bar's buttons and the footer (pageShown.tsx), which would
              otherwise keep the page's first rows waiting. The footer comes after the page, below the
              room the page holds: shown before it, at the foot of the window, the page's first render
              would push it out of view (a layout shift on every screen longer than the window). */}
          <DeferredMount>
            {/* data-page: the path of the page on screen, which a navigation's transition changes only once the new page
                is drawn (the screen sweep waits for it rather than take the page it leaves for the one it opens). */}
            <Box
              data-page={pathname}
              sx={{
                minHeight: { xs: `calc(100vh - 56px - ${footerHeight}px)`, sm: `calc(100vh - 64px - ${footerHeight}px)` },
                // A page with a heading of its own (analytics, dashboard, profile) needs no second title.
                '&:has(h1) #react-admin-title': { display: 'none' },
              }}
            >
              {/* Below 768px the page's title, whole and wrapping, rather than cut in the top bar (AppBar). */}
              {isPhone && <TitleSlot sx={{ '& > h6': { overflowWrap: 'anywhere', px: 1, pt: 1, lineHeight: 1.3 } }} />}
              <SecondFactorNotice>{children}</SecondFactorNotice>
            </Box>
            <PageShownSignal onShown={showPage} />
            <AfterPage>
              <Footer />
            </AfterPage>
          </DeferredMount>
          <JobDialogWhenOpened />
        </Layout>
      </TitleElementProvider>
    </PageShownProvider>
  );
}

function DeferredMenu() {
  return (
    <AfterPage>
      <AppMenu />
    </AfterPage>
  );
}
