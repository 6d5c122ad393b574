import DifferenceIcon from '@mui/icons-material/Difference';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, Skeleton, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type RaRecord, useGetOne, useParams, useResourceContext, useStore, useTranslate } from 'react-admin';
import type { AuditResource } from '../../../contract/audit';
import type { EditorialResource } from '../../../contract/lifecycle';
import type { RevisionSummary } from '../../../contract/revisions';
import { call } from '../../../dataProvider/client';
import { AuditTime } from '../../audit/AuditEntryItem';
import { formatDateTime } from '../../format';
import { useTransitionValue } from '../useTransitionValue';
import { RestoreButton } from './RestoreButton';
import { RevisionComparison } from './RevisionComparison';

/** What made a revision, in words: as the History panel names the action, or "As it was before revisions were kept". */
function useActionLabel() {
  const translate = useTranslate();
  return (revision: RevisionSummary) =>
    revision.action === 'existing' ? translate('app.revisions.existing') : translate(`app.audit.actions.${revision.action}`);
}

/** A revision's line: its number, what made it and who, when. */
function RevisionItem({ revision }: { revision: RevisionSummary }) {
  const translate = useTranslate();
  const actionLabel = useActionLabel();
  const action = actionLabel(revision);
  const name = revision.author?.name || translate(revision.action === 'existing' ? 'app.revisions.unknown_author' : 'app.revisions.system');
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5, py: 0.75, '& + &': { borderTop: 1, borderColor: 'divider' } }}
    >
      <Typography variant="body2" component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {translate('app.revisions.number', { number: revision.number })}
      </Typography>
      <Typography variant="body2" component="span" sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
        {revision.action === 'existing' ? action : translate('app.revisions.made_by', { action, name })}
      </Typography>
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
        <AuditTime at={revision.at} />
      </Typography>
    </Box>
  );
}

/** The two revisions to compare: by default the latest and the one before. */
function usePair(revisions: readonly RevisionSummary[]) {
  const [picked, setPicked] = useState<{ from?: number; to?: number }>({});
  const from = picked.from ?? revisions[1]?.number;
  const to = picked.to ?? revisions[0]?.number;
  return { from, to, pick: (side: 'from' | 'to', number: number) => setPicked({ from, to, [side]: number }) };
}

interface RevisionsProps {
  resource: EditorialResource;
  audit: AuditResource;
  record: RaRecord;
  revisions: RevisionSummary[];
  onShow?: (number: number) => void;
}

/** The list of revisions, the two pickers and their comparison, the older one to restore, each to show when the page can. */
function Revisions({ resource, audit, record, revisions, onShow }: RevisionsProps) {
  const translate = useTranslate();
  const actionLabel = useActionLabel();
  const compareId = useId();
  const { from, to, pick } = usePair(revisions);
  const picker = (side: 'from' | 'to', value: number | undefined) => (
    <TextField
      select
      size="small"
      label={translate(`app.revisions.${side}`)}
      value={value ?? ''}
      onChange={(event) => pick(side, Number(event.target.value))}
      slotProps={{ select: { native: true } }}
      sx={{ flex: '1 1 14rem', minWidth: 0 }}
    >
      {revisions.map((revision) => (
        <option key={revision.number} value={revision.number}>
          {translate('app.revisions.option', { number: revision.number, action: actionLabel(revision), time: formatDateTime(revision.at) })}
        </option>
      ))}
    </TextField>
  );
  return (
    <>
      <Box component="ol" aria-label={translate('app.revisions.list')} sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: '16rem', overflowY: 'auto' }} tabIndex={0}>
        {revisions.map((revision) => (
          <RevisionItem key={revision.number} revision={revision} />
        ))}
      </Box>
      {revisions.length < 2 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {translate('app.revisions.only_one')}
        </Typography>
      ) : (
        <Box component="section" aria-labelledby={compareId} sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
          <Typography id={compareId} component="h3" variant="subtitle1" sx={{ fontWeight: 'medium', mb: 1.5 }}>
            {translate('app.revisions.compare_title')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {picker('from', from)}
            {picker('to', to)}
          </Box>
          {from !== undefined && to !== undefined && <RevisionComparison resource={resource} audit={audit} record={record} from={from} to={to} />}
          {from !== undefined && (
            <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <RestoreButton resource={resource} recordId={Number(record.id)} number={from} />
              {onShow &&
                [...new Set([from, to])].flatMap((number) =>
                  number === undefined ? [] : [
                    <Button key={number} size="small" variant="outlined" startIcon={<VisibilityIcon />} onClick={() => onShow(number)}>
                      {translate('app.revisions.show', { number })}
                    </Button>,
                  ],
                )}
            </Box>
          )}
        </Box>
      )}
    </>
  );
}

/**
 * The Revisions panel of an editorial record's edit page (App.tsx puts it under the History panel
 * of every view whose definition has `editorial`): the record's revisions, newest first, each with
 * its number, what made it, who and when, and two of them compared field by field (by default
 * the latest and the one before). Collapsed at first, the choice remembered; the revisions are
 * read when it opens, and again whenever the record's version changes (a save, an upload, a step).
 * `id` names the record on a page whose route does not (the layout page); `onShow`, when given, offers
 * to show each of the two revisions compared elsewhere on the page (the layout's phone preview).
 */
export function RevisionsPanel({ audit, id: given, onShow }: { audit: AuditResource; id?: string; onShow?: (number: number) => void }) {
  const translate = useTranslate();
  const resource = (useResourceContext() ?? '') as EditorialResource;
  const { id = given } = useParams<{ id: string }>();
  // The view's query (same key and options as RecordGuard's): no request of its own.
  const { data: record, error } = useGetOne(resource, { id }, { retry: false, refetchOnMount: false, refetchOnReconnect: false, refetchOnWindowFocus: false });
  const [expanded, setExpanded] = useStore('revisions.expanded', false);
  const headingId = useId();
  const contentId = useId();
  const recordId = record ? Number(record.id) : undefined;

  const list = useQuery({
    queryKey: ['revisions', resource, recordId, record?._etag ?? record?.updatedAt ?? null],
    queryFn: ({ signal }) => call('listRevisions', { query: { resource, recordId: recordId! } }, { signal }),
    enabled: expanded && recordId !== undefined,
    placeholderData: keepPreviousData,
  });
  // Shown once the record is, as the History panel: the view above would push it down.
  const shown = useTransitionValue(record !== undefined, false);
  if (error || !record || !shown) return null;

  return (
    <Accordion
      expanded={expanded}
      onChange={(_, next) => setExpanded(next)}
      disableGutters
      sx={{ mt: 2, '&::before': { display: 'none' } }}
      // Folded, the revisions are not read: nothing of them is kept on the page (no skeleton waiting for a read that never comes).
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={headingId} aria-controls={contentId}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <DifferenceIcon sx={{ color: 'text.secondary' }} aria-hidden />
          <Typography component="span" variant="h6">
            {translate('app.revisions.title')}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id={contentId} sx={{ pt: 0 }}>
        {list.isPending ? (
          <Box role="status" aria-label={translate('app.revisions.loading')}>
            {[0, 1].map((row) => (
              <Skeleton key={row} width={row ? '60%' : '80%'} />
            ))}
          </Box>
        ) : list.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => list.refetch()}>
                {translate('app.revisions.retry')}
              </Button>
            }
          >
            {translate('app.revisions.failed', { message: list.error.message })}
          </Alert>
        ) : list.data.revisions.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate('app.revisions.empty')}
          </Typography>
        ) : (
          <Revisions resource={resource} audit={audit} record={record} revisions={list.data.revisions} onShow={onShow} />
        )}
      </AccordionDetails>
    </Accordion>
  );
}
