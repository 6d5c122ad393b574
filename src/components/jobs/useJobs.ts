import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'react-admin';
import type { Job } from '../../../contract/jobs';
import { call } from '../../../dataProvider/client';
import { useLiveEvent, useLiveStatus } from '../../live/useLiveEvent';

/** Whether a job may still move: its progress is read again while it does. */
export const isUnderWay = (job: Job | undefined) => job?.status === 'queued' || job?.status === 'running';

export const jobsKey = ['jobs'] as const;

/**
 * How often a job under way is read again: its author's live stream tells each move
 * (docs/api.md "Live updates"), so the reads are only a safety net while it is open.
 */
const pollEveryMs = (live: boolean, fast: number) => (live ? 10_000 : fast);

/** The signed-in staff member's jobs are read again when their live stream tells that one moved. */
function useJobEvents() {
  const queryClient = useQueryClient();
  useLiveEvent('job', ({ jobId }) => {
    void queryClient.invalidateQueries({ queryKey: [...jobsKey, jobId] });
    void queryClient.invalidateQueries({ queryKey: [...jobsKey, 'mine'] });
  });
  return useLiveStatus();
}

/** One job, read again as it moves while it is under way. */
export function useJob(id: number | null) {
  const live = useJobEvents();
  return useQuery({
    queryKey: [...jobsKey, id],
    queryFn: ({ signal }) => call('getJob', { params: { id: id! } }, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (isUnderWay(query.state.data) ? pollEveryMs(live, 500) : false),
  });
}

/** The signed-in staff member's latest jobs, read again as one under way moves. */
export function useMyJobs(enabled: boolean) {
  const live = useJobEvents();
  return useQuery({
    queryKey: [...jobsKey, 'mine'],
    queryFn: ({ signal }) => call('listMyJobs', {}, { signal }),
    enabled,
    refetchInterval: (query) => (query.state.data?.some(isUnderWay) ? pollEveryMs(live, 2000) : false),
  });
}

/**
 * The job whose dialog is open (null: none), kept in react-admin's store: it opens from a bulk
 * action or from the app bar's list, and is found again after leaving the page.
 */
export const useOpenJob = () => useStore<number | null>('jobs.open', null);
