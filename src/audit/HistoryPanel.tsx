import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/History';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { type RaRecord, useGetOne, useParams, useResourceContext, useStore, useTranslate } from 'react-admin';
import type { AuditResource } from '../../contract/audit';
import { useTransitionValue } from '../components/useTransitionValue';
import { formatNumber } from '../format';
import { AuditEntryItem } from './AuditEntryItem';
import { fetchHistory, historyKey, nextHistoryPage } from './auditRequests';

/**
 * The record's version as loaded: the `ETag` the dataProvider keeps in `_etag`, else its
 * `updatedAt`. A save puts the record it answers in react-admin's cache, so a new version means
 * a new change to show.
 */
function versionOf(record: RaRecord | undefined): unknown {
  if (!record) return undefined;
  return record._etag ?? record.updatedAt ?? null;
}

/**
 * The History panel of an edit or show page (App.tsx puts it under every view whose definition
 * names its `audit` resource): the record's audit entries, newest first, ten at a time with "Show
 * more", each with who, when, what was done and every field's old and new value. It reads the
 * record of the route from react-admin's cache (the view's own query) and reads the history again
 * whenever the record's version changes (a save, an upload, an order action). Collapsible; the
 * choice is remembered. `id` names the record on a page whose route does not (the layout page).
 */
export function HistoryPanel({ audit, id: given }: { audit: AuditResource; id?: string }) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const { id = given } = useParams<{ id: string }>();
  // The view's query (same key and options as RecordGuard's): no request of its own.
  const { data: record, error } = useGetOne(resource, { id }, { retry: false, refetchOnMount: false, refetchOnReconnect: false, refetchOnWindowFocus: false });
  const [expanded, setExpanded] = useStore('history.expanded', true);
  const headingId = useId();
  const contentId = useId();
  const recordId = record ? String(record.id) : undefined;

  const history = useInfiniteQuery({
    queryKey: historyKey(audit, recordId, versionOf(record)),
    queryFn: ({ pageParam, signal }) => fetchHistory(audit, recordId!, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextHistoryPage,
    enabled: expanded && recordId !== undefined,
    // While a new version's history loads, the last one stays on screen.
    placeholderData: keepPreviousData,
  });

  const entries = history.data?.pages.flatMap((page) => page.content) ?? [];
  const total = history.data?.pages[0]?.totalElements;
  // A record that failed to load shows its view's error alone. Until the record is loaded the
  // panel is not shown either: the view above it grows when its record arrives, and would push it
  // down. Nor in that pass: an edit form mounts one pass later (RecordEdit), in the transition this
  // one joins.
  const shown = useTransitionValue(record !== undefined, false);
  if (error || !record || !shown) return null;

  return (
    <Accordion
      expanded={expanded}
      onChange={(_, next) => setExpanded(next)}
      disableGutters
      sx={{ mt: 2, '&::before': { display: 'none' } }}
      slotProps={{ heading: { component: 'h2' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={headingId} aria-controls={contentId}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <HistoryIcon sx={{ color: 'text.secondary' }} aria-hidden />
          <Typography component="span" variant="h6">
            {translate('app.audit.history')}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id={contentId} sx={{ pt: 0 }}>
        {history.isPending ? (
          <Box role="status" aria-label={translate('app.audit.loading')}>
            {[0, 1, 2].map((row) => (
              <Box key={row} sx={{ py: 1 }}>
                <Skeleton width="40%" />
                <Skeleton width="70%" />
              </Box>
            ))}
          </Box>
        ) : history.isError && entries.length === 0 ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => history.refetch()}>
                {translate('app.audit.retry')}
              </Button>
            }
          >
            {translate('app.audit.failed', { message: history.error.message })}
          </Alert>
        ) : entries.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{translate('app.audit.empty')}</Typography>
        ) : (
          <>
            <Box component="ol" aria-label={translate('app.audit.history_list')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {entries.map((entry) => (
                <AuditEntryItem key={entry.id} entry={entry} resource={resource} record={record} />
              ))}
            </Box>
            {history.hasNextPage && (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }}>
                <Button size="small" variant="outlined" onClick={() => history.fetchNextPage()} disabled={history.isFetchingNextPage}>
                  {translate('app.audit.show_more')}
                </Button>
                {total !== undefined && (
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {translate('app.audit.shown', { shown: formatNumber(entries.length), total: formatNumber(total) })}
                  </Typography>
                )}
              </Box>
            )}
            {history.isError && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {translate('app.audit.failed', { message: history.error.message })}
              </Alert>
            )}
          </>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
