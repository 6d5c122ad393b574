import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import { Badge, IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatNumber, formatRecent } from '../../format';
import { jobTitle } from './jobTitle';
import { isUnderWay, useMyJobs, useOpenJob } from './useJobs';

/**
 * The app bar's list of the staff member's latest background jobs, a badge counting those under
 * way: a job started on a list is found here after leaving the page, and opens its dialog.
 */
export function JobsButton() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [, setOpenJob] = useOpenJob();
  const jobs = useMyJobs(true);
  const underWay = (jobs.data ?? []).filter(isUnderWay).length;
  const label = translate('app.jobs.open');

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          onClick={(event) => {
            setAnchor(event.currentTarget);
            void jobs.refetch();
          }}
        >
          <Badge badgeContent={underWay} color="secondary">
            <WorkHistoryIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxWidth: 360 } } }}>
        {(jobs.data ?? []).length === 0 && (
          <MenuItem disabled>
            <ListItemText primary={translate('app.jobs.none')} slotProps={{ primary: { sx: { whiteSpace: 'normal' } } }} />
          </MenuItem>
        )}
        {(jobs.data ?? []).map((job) => (
          <MenuItem
            key={job.id}
            onClick={() => {
              setAnchor(null);
              setOpenJob(job.id);
            }}
          >
            <ListItemText
              primary={jobTitle(translate, job.kind)}
              secondary={`${translate(`app.jobs.status.${job.status}`)} · ${
                job.total === null ? '' : `${formatNumber(job.done + job.failed)}/${formatNumber(job.total)} · `
              }${formatRecent(job.createdAt)}`}
              slotProps={{ primary: { sx: { whiteSpace: 'normal' } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
