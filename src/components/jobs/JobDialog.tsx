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
import { Link as RouterLink } from 'react-router-dom';
import { LinkBase, usePermissions, useRefresh, useTranslate } from 'react-admin';
import { canAccess } from '../../../contract/access';
import { bulkKindParts } from '../../../contract/bulkActions';
import type { Job } from '../../../contract/jobs';
import { activityOfJobPath } from '../../audit/activityPath';
import type { ResourceDefinition } from '../../definitions/types';
import { useDefinitions } from '../../definitions/useDefinitions';
import { formatNumber } from '../../format';
import { jobTitle } from './jobTitle';
import { UndoJobButton } from './UndoJobButton';
import { isUnderWay, useJob, useOpenJob } from './useJobs';

/** The page of a job's record (`feeds/disable`, 41 → `/feeds/41`), when its list has one. */
function recordPath(definitions: readonly ResourceDefinition[], kind: string, recordId: string): string | undefined {
  const list = bulkKindParts(kind)?.list;
  const definition = definitions.find((candidate) => candidate.name === list);
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
  const definitions = useDefinitions();
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
              const path = recordPath(definitions, job.kind, error.recordId);
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

/** The job this one undoes, or the one that undid it: a button that opens it in the dialog. */
function RelatedJobs({ job, open }: { job: Job; open: (id: number) => void }) {
  const translate = useTranslate();
  const related = [
    job.undoOf !== null && { id: job.undoOf, label: translate('app.jobs.undo_of', { id: job.undoOf }) },
    job.undoneBy !== null && { id: job.undoneBy, label: translate('app.jobs.undone_by', { id: job.undoneBy }) },
  ].filter((one) => one !== false);
  return related.map(({ id, label }) => (
    <Button key={id} size="small" onClick={() => open(id)} sx={{ textTransform: 'none', px: 0.5, ml: -0.5 }}>
      {label}
    </Button>
  ));
}

/**
 * The open job's dialog (useOpenJob): its progress while it runs, then how many records changed and
 * why the others could not, the way to its changes in Activity (for those who may open it) and its
 * undo when it has one. The page behind is read again once it ends and when the dialog closes.
 * Closing leaves the job running; the app bar's jobs button opens it again.
 */
export function JobDialog() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { permissions: role } = usePermissions<number>();
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
      <DialogTitle id={titleId}>{job ? jobTitle(translate, job.kind) : translate('app.jobs.title')}</DialogTitle>
      <DialogContent>
        {job && (
          <>
            <Typography variant="body2" color="text.secondary">
              {translate(`app.jobs.status.${job.status}`)}
            </Typography>
            <RelatedJobs job={job} open={setOpenJob} />
            {isUnderWay(job) ? <JobProgress job={job} /> : <JobOutcome job={job} />}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {job && job.status !== 'queued' && canAccess(role, 'activity') && (
          <Button component={RouterLink} to={activityOfJobPath(job.id)} onClick={() => setOpenJob(null)}>
            {translate('app.jobs.see_changes')}
          </Button>
        )}
        {job?.undo && <UndoJobButton job={{ ...job, undo: job.undo }} />}
        <Button onClick={close}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
