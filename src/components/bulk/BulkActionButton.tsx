import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import BlockIcon from '@mui/icons-material/Block';
import CategoryIcon from '@mui/icons-material/Category';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import SyncIcon from '@mui/icons-material/Sync';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactElement, Suspense, useId, useState } from 'react';
import { Button, HttpError, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { BulkList } from '../../../contract/bulkActions';
import type { BulkParams, BulkParamsInput } from '../../definitions/types';
import { useListCsvDownload } from '../lists/useListCsvDownload';
import { jobsKey, useOpenJob } from '../jobs/useJobs';
import { formatNumber } from '../../format';
import { type BulkSelection, bulkCountOf, startBulkAction } from './startBulkAction';

const icons: Record<string, ReactElement> = {
  enable: <ToggleOnIcon />,
  disable: <ToggleOffIcon />,
  delete: <DeleteIcon />,
  'set-category': <CategoryIcon />,
  'set-promotion': <LocalOfferIcon />,
  'end-promotion': <EventBusyIcon />,
  block: <BlockIcon />,
  unblock: <LockOpenIcon />,
  'recheck-payment': <SyncIcon />,
};

interface BulkActionButtonProps {
  list: BulkList;
  action: string;
  /** What the action asks for besides the selection (an e-book category), from the list's definition (`bulkParams`). */
  ParamsInput?: BulkParamsInput;
  selection: BulkSelection;
  /** Once the job is started (the selection is cleared). */
  onStarted: () => void;
}

/**
 * One bulk action: a confirmation naming how many records of what ("Block 2,000 customers?"; a
 * deletion offers their CSV first, a category move asks for the category), then the job is
 * started and its progress dialog opens. When the filter now matches more than confirmed (409),
 * the server's message is shown and the list read again, its selection left as it was.
 */
export function BulkActionButton({ list, action, ParamsInput, selection, onStarted }: BulkActionButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [, setOpenJob] = useOpenJob();
  const [open, setOpen] = useState(false);
  // Undefined until the action's own input (if any) is complete.
  const [params, setParams] = useState<BulkParams | undefined>(ParamsInput ? undefined : {});
  const titleId = useId();
  const textId = useId();
  const csv = useListCsvDownload();
  const label = translate(`app.bulk.actions.${action}`);

  const start = useMutation({
    mutationFn: () => startBulkAction(list, action, selection, params ?? {}),
    onSuccess: (job) => {
      setOpen(false);
      onStarted();
      void queryClient.invalidateQueries({ queryKey: jobsKey });
      setOpenJob(job.id);
    },
    onError: (error: Error) => {
      if (error instanceof HttpError && error.status === 409) {
        setOpen(false);
        notify(error.message, { type: 'error' });
        refresh();
        return;
      }
      notify('app.bulk.failed_to_start', { type: 'error', messageArgs: { message: error.message } });
    },
  });
  const count = bulkCountOf(selection);

  const downloadFirst = () =>
    void csv.download('ids' in selection ? { ids: selection.ids } : {}).catch((error: Error) => notify(error.message, { type: 'error' }));

  return (
    <>
      <Button
        label={label}
        onClick={() => {
          setParams(ParamsInput ? undefined : {});
          setOpen(true);
        }}
      >
        {icons[action] ?? <SyncIcon />}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>
          {translate(`resources.${list}.bulk.confirm`, { action: label, count: formatNumber(count), smart_count: count })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{translate(`app.bulk.confirm.${action}`)}</DialogContentText>
          {ParamsInput && open && (
            <Suspense fallback={null}>
              <ParamsInput onChange={setParams} />
            </Suspense>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {action === 'delete' && csv.available && (
            <MuiButton startIcon={<DownloadIcon />} onClick={downloadFirst} sx={{ mr: 'auto' }}>
              {translate('app.bulk.confirm.download_first')}
            </MuiButton>
          )}
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton
            variant="contained"
            color={action === 'delete' || action === 'block' ? 'error' : 'primary'}
            disabled={start.isPending || params === undefined}
            onClick={() => start.mutate()}
          >
            {label}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
