import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import { LinkBase, useRefresh, useTranslate } from 'react-admin';
import type { Job } from '../../../contract/jobs';
import { resourceDefinitions } from '../../../resources';
import { formatNumber } from '../../format';
import { isUnderWay, useJob, useOpenJob } from './useJobs';

/** The page of a job's record (`feed/disable`, 41 → `/feeds/41`), when its list has one. */
function recordPath(kind: string, recordId: string): string | undefined {
  const list = kind.split('/')[0];
  const definition = resourceDefinitions.find((candidate) => candidate.bulk === list);
  if (!definition) return undefined;
  const id = encodeURIComponent(recordId);
  if (definition.edit) return `/${definition.name}/${id}`;
  if (definition.show) return `/${definition.name}/${id}/show`;
  return undefined;
}

function JobProgress({ job }: { job: Job }) {
  const translate = useTranslate();
  const tried = job.done + job.failed;
  const value = job.total ? Math.round((tried / job.total) * 100) : job.status === 'done' ? 100 : 0;
  return (
    <Box sx={{ my: 1 }}>
      <LinearProgress
        variant={job.total === null && isUnderWay(job) ? 'indeterminate' : 'determinate'}
        value={value}
        aria-label={translate('app.jobs.progress_label')}
      />
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {job.total === null
          ? translate('app.jobs.counting')
          : translate('app.jobs.progress', { tried: formatNumber(tried), total: formatNumber(job.total) })}
      </Typography>
    </Box>
  );
}

function JobOutcome({ job }: { job: Job }) {
  const translate = useTranslate();
  const more = job.failed - job.errors.length;
  return (
    <>
      <Alert severity={job.status === 'failed' || job.failed > 0 ? 'warning' : 'success'} sx={{ my: 1 }}>
        {translate('app.jobs.outcome', { done: formatNumber(job.done), failed: formatNumber(job.failed) })}
        {job.message && <Box component="span" sx={{ display: 'block' }}>{job.message}</Box>}
      </Alert>
      {job.errors.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
            {translate('app.jobs.errors_title')}
          </Typography>
          <List dense sx={{ maxHeight: 240, overflow: 'auto' }}>
            {job.errors.map((error) => {
              const path = recordPath(job.kind, error.recordId);
              const name = translate('app.jobs.record', { id: error.recordId });
              return (
                <ListItem key={error.recordId} disableGutters>
                  <ListItemText
                    primary={path ? <LinkBase to={path}>{name}</LinkBase> : name}
                    secondary={error.message}
                    sx={{ overflowWrap: 'anywhere' }}
                  />
                </ListItem>
              );
            })}
          </List>
          {more > 0 && <Typography variant="body2">{translate('app.jobs.more_errors', { count: formatNumber(more) })}</Typography>}
        </>
      )}
    </>
  );
}

/**
 * The open job's dialog (useOpenJob): its progress while it runs, then how many records changed and
 * why the others could not. The page behind is read again once it ends and when the dialog closes.
 * Closing leaves the job running; the app bar's jobs button opens it again.
 */
export function JobDialog() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [openJob, setOpenJob] = useOpenJob();
  const { data: job } = useJob(openJob);
  const titleId = useId();
  const wasUnderWay = useRef(false);

  useEffect(() => {
    if (isUnderWay(job)) wasUnderWay.current = true;
    else if (job && wasUnderWay.current) {
      wasUnderWay.current = false;
      refresh();
    }
  }, [job, refresh]);

  const close = () => {
    setOpenJob(null);
    refresh();
  };
  return (
    <Dialog open={openJob !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{job ? translate(`app.jobs.kinds.${job.kind}`, { _: job.kind }) : translate('app.jobs.title')}</DialogTitle>
      <DialogContent>
        {job && (
          <>
            <Typography variant="body2" color="text.secondary">
              {translate(`app.jobs.status.${job.status}`)}
            </Typography>
            {isUnderWay(job) ? <JobProgress job={job} /> : <JobOutcome job={job} />}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
