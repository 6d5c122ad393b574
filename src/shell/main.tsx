import { notifyManager } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { answerAuthQueries } from '../../authProvider/authQueries';
import { readLoginRecord } from '../../authProvider/loginRecord';
import { App } from './App';
import { consoleSettingsQuery } from '../components/useConsoleSettings';
import { preloadListAt } from './preloadList';
import { preloadViewAt } from './preloadView';
import { queryClient } from '../queryClient';

// Signed in, the screen being opened starts loading its chunk now, beside the shell's start-up
// (the session check, the user's identity), rather than once the layout has rendered.
// So do the console settings, whose business time zone the orders list's and the analytics' first
// request are dated in.
// A list opened as it opens by default starts fetching its first page too (src/shell/preloadList.ts), and
// a page what it shows first (the layout editor its layout and banners).
const loginRecord = readLoginRecord();
answerAuthQueries(queryClient, loginRecord);
if (loginRecord) {
  const opened = new URL(window.location.hash.slice(1) || '/dashboard', window.location.origin);
  preloadViewAt(opened.pathname, opened.search);
  void queryClient.prefetchQuery(consoleSettingsQuery);
  preloadListAt(opened.pathname, opened.search);
}

// The queries a screen starts together settle in tasks of their own: notified once a frame rather than
// once a task, their answers render in one pass instead of one pass each (TanStack's notifyManager).
// A hidden tab gets no frames, and keeps the default task.
notifyManager.setScheduler((notify) => (document.hidden ? setTimeout(notify, 0) : requestAnimationFrame(notify)));

// The first render is a transition, which React renders in slices rather than one long task.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
