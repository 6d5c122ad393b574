import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Chip, Typography } from '@mui/material';
import { Link, useExpanded, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { AuditEntry } from '../../contract/audit';
import { AuditChanges, AuditNotes, useChangedFields } from '../../src/audit/AuditChanges';
import { useActorName } from '../../src/audit/AuditEntryItem';
import { useDefinitionOfAudit, useRecordPathOf } from '../../src/audit/recordLinks';
import { TruncatedText } from '../../src/components/TruncatedText';
import { TwoLineCell } from '../../src/components/TwoLineCell';
import { activityOfJobPath } from '../../src/audit/activityPath';

/** The record's readable name: its label when the change was made, else its id, else what kind of record it is. */
export function useRecordName() {
  const translate = useTranslate();
  return (entry: AuditEntry) => entry.label || (entry.recordId ? `#${entry.recordId}` : translate(`app.audit.resources.${entry.resource}`));
}

/** Who: the staff member's name over their e-mail, or their name alone when the API gives no more (docs/api.md "Audit log"). */
export function ActorCell({ entry }: { entry: AuditEntry }) {
  const actorName = useActorName();
  return <TwoLineCell primary={actorName(entry.actor, entry.actorToken)} secondary={entry.actor?.email} maxWidth={{ xs: 160, xl: 220 }} />;
}

/** What was done ("Changed"), over the kind of record ("Book"). */
export function ActionCell({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  return (
    <TwoLineCell
      primary={translate(`app.audit.actions.${entry.action}`)}
      secondary={translate(`app.audit.resources.${entry.resource}`)}
      maxWidth={180}
    />
  );
}

/**
 * The record: its name, a link to its page when it has one and is not known to be deleted
 * (`deleted`: the records a delete on the same page removed).
 */
export function RecordCell({ entry, deleted }: { entry: AuditEntry; deleted: ReadonlySet<string> }) {
  const recordName = useRecordName();
  const name = recordName(entry);
  const path = useRecordPathOf()(entry, deleted);
  const maxWidth = { xs: 200, xl: 320 };
  if (!path) return <TruncatedText text={name} maxWidth={maxWidth} />;
  // A line 24px high, so the link is a whole target (WCAG 2.2 target size) beside the job's chip under it.
  return (
    <Typography variant="body2" noWrap sx={{ maxWidth }}>
      <Link to={path} title={name} sx={{ display: 'inline-block', maxWidth: '100%', lineHeight: '24px', verticalAlign: 'top', overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {name}
      </Link>
    </Typography>
  );
}

/** The job that made the change ("Bulk job #12"): a link to Activity filtered by that job. */
export function JobCell({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  if (entry.jobId === null) return null;
  return (
    <Chip
      component={Link}
      to={activityOfJobPath(entry.jobId)}
      clickable
      size="small"
      sx={{ mt: 1 }}
      variant="outlined"
      label={translate('resources.users/activity.bulk_job', { id: entry.jobId })}
    />
  );
}

/** Whether an entry has more to show than its row: its changes, reason, details or origin. */
export const hasDetails = (entry: AuditEntry) =>
  entry.changes.length > 0 || Boolean(entry.reason) || Boolean(entry.details) || Boolean(entry.ip) || Boolean(entry.requestId);

/**
 * The changes in brief: the labels of the fields changed ("Title, Body"), a button that expands
 * the row to the whole change (react-admin's own expand icon is for the mouse alone).
 */
export function ChangesCell({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const changedFields = useChangedFields();
  const [expanded, toggle] = useExpanded(resource, entry.id);
  if (!hasDetails(entry)) return null;
  const text = changedFields(entry) || entry.reason || translate('app.audit.details');
  return (
    <Button
      size="small"
      color="inherit"
      aria-expanded={expanded}
      aria-controls={`${resource}-${entry.id}-expand`}
      endIcon={<ExpandMoreIcon sx={{ transform: expanded ? 'rotate(180deg)' : undefined }} />}
      onClick={(event) => {
        event.stopPropagation();
        toggle();
      }}
      sx={{ textTransform: 'none', color: 'text.secondary', fontWeight: 400, maxWidth: { xs: 200, xl: 320 }, justifyContent: 'flex-start', ml: -0.5, px: 0.5 }}
    >
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {text}
      </Box>
    </Button>
  );
}

/** A row's expanded part: every field's old and new value, the reason, and where the change came from. */
export function ActivityDetails() {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  const definitionOfAudit = useDefinitionOfAudit();
  if (!entry) return null;
  return (
    <Box sx={{ py: 1, pl: { sm: 5.25 }, display: 'grid', gap: 1, maxWidth: 960, whiteSpace: 'normal' }}>
      {entry.changes.length > 0 ? (
        <AuditChanges entry={entry} resource={definitionOfAudit(entry.resource)?.name} />
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('app.audit.no_changes')}
        </Typography>
      )}
      <AuditNotes entry={entry} />
      {(entry.ip || entry.requestId) && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {[entry.ip && translate('app.audit.ip', { ip: entry.ip }), entry.requestId && translate('app.audit.request', { id: entry.requestId })]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      )}
    </Box>
  );
}
