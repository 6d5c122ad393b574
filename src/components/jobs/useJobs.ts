import { useQuery } from '@tanstack/react-query';
import { useStore } from 'react-admin';
import type { Job } from '../../../contract/jobs';
import { call } from '../../../dataProvider/client';

/** Whether a job may still move: its progress is read again while it does. */
export const isUnderWay = (job: Job | undefined) => job?.status === 'queued' || job?.status === 'running';

export const jobsKey = ['jobs'] as const;

/** One job, read every half second while it is under way. */
export function useJob(id: number | null) {
  return useQuery({
    queryKey: [...jobsKey, id],
    queryFn: ({ signal }) => call('getJob', { params: { id: id! } }, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (isUnderWay(query.state.data) ? 500 : false),
  });
}

/** The signed-in staff member's latest jobs, read again every few seconds while one is under way. */
export function useMyJobs(enabled: boolean) {
  return useQuery({
    queryKey: [...jobsKey, 'mine'],
    queryFn: ({ signal }) => call('listMyJobs', {}, { signal }),
    enabled,
    refetchInterval: (query) => (query.state.data?.some(isUnderWay) ? 2000 : false),
  });
}

/**
 * The job whose dialog is open (null: none), kept in react-admin's store: it opens from a bulk
 * action or from the app bar's list, and is found again after leaving the page.
 */
export const useOpenJob = () => useStore<number | null>('jobs.open', null);
