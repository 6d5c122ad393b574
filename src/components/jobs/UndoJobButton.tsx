import UndoIcon from '@mui/icons-material/Undo';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { bulkKindParts } from '../../../contract/bulkActions';
import type { Job } from '../../../contract/jobs';
import { call } from '../../../dataProvider/client';
import { formatNumber } from '../../format';
import { jobsKey, useOpenJob } from './useJobs';

/**
 * Undo of a finished job whose action has a reverse (`job.undo`, docs/api.md "Jobs"): a
 * confirmation naming how many records go back ("Unblock the 719 customers this job blocked?"),
 * then the undo's own job in the dialog. A refusal (409: undone meanwhile) is shown and the job
 * read again.
 */
export function UndoJobButton({ job }: { job: Job & { undo: NonNullable<Job['undo']> } }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [, setOpenJob] = useOpenJob();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const textId = useId();
  const parts = bulkKindParts(job.kind);
  const { action, records } = job.undo;

  const undo = useMutation({
    mutationFn: () => call('undoJob', { params: { id: job.id } }),
    onSuccess: (started) => {
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: jobsKey });
      setOpenJob(started.id);
    },
    onError: (error: Error) => {
      setOpen(false);
      notify(error.message, { type: 'error' });
      void queryClient.invalidateQueries({ queryKey: jobsKey });
    },
  });
  if (!parts) return null;

  return (
    <>
      <Button startIcon={<UndoIcon />} onClick={() => setOpen(true)}>
        {translate('app.jobs.undo.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>
          {translate(`resources.${parts.list}.bulk.undo`, {
            action: translate(`app.bulk.actions.${action}`),
            did: translate(`app.jobs.undo.did.${parts.action}`),
            count: formatNumber(records),
            smart_count: records,
          })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{translate('app.jobs.undo.text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={() => undo.mutate()} disabled={undo.isPending}>
            {translate(`app.bulk.actions.${action}`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
