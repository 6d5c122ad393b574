import { lazy, Suspense, useState } from 'react';
import { useOpenJob } from './useJobs';

const JobDialog = lazy(() => import('./JobDialog').then((module) => ({ default: module.JobDialog })));

/**
 * The job dialog (JobDialog), whose chunk loads when a job is first opened: most visits open
 * none, and the shell every screen loads stays lighter (README "Benchmarks", the first load).
 * Once loaded it stays mounted, so it closes with its transition.
 */
export function JobDialogWhenOpened() {
  const [openJob] = useOpenJob();
  const [opened, setOpened] = useState(false);
  if (openJob !== null && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <JobDialog />
    </Suspense>
  ) : null;
}
