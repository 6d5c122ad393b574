import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { type RaRecord, useTranslate } from 'react-admin';
import type { AuditResource } from '../../../contract/audit';
import type { EditorialResource } from '../../../contract/lifecycle';
import { call } from '../../../dataProvider/client';
import { useAuditValues, valuesOfAudit } from '../../audit/recordLinks';
import { FieldChanges, listedChanges } from './FieldChanges';

interface Props {
  resource: EditorialResource;
  audit: AuditResource;
  record: RaRecord;
  from: number;
  to: number;
}

/**
 * Two revisions of the record compared (compareRevisions): each field that differs with its label,
 * its old and new value as the resource shows them, a text as a word diff (WordDiff).
 */
export function RevisionComparison({ resource, audit, record, from, to }: Props) {
  const translate = useTranslate();
  const headingId = useId();
  useAuditValues();
  const recordId = Number(record.id);
  const comparison = useQuery({
    queryKey: ['revisions', 'compare', resource, recordId, from, to],
    queryFn: ({ signal }) => call('compareRevisions', { query: { resource, recordId, from, to } }, { signal }),
    // While another pair loads, the last comparison stays on screen.
    placeholderData: keepPreviousData,
  });

  if (comparison.isPending) {
    return (
      <Box role="status" aria-label={translate('app.revisions.comparing')} sx={{ mt: 2 }}>
        <Skeleton width="50%" />
        <Skeleton width="80%" />
        <Skeleton width="70%" />
      </Box>
    );
  }
  if (comparison.isError) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {translate('app.revisions.compare_failed', { message: comparison.error.message })}
      </Alert>
    );
  }
  const { data } = comparison;
  const changes = listedChanges(data.changes, valuesOfAudit(audit));
  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={comparison.isPlaceholderData} sx={{ mt: 2, minWidth: 0 }}>
      <Typography id={headingId} component="h3" variant="subtitle2">
        {translate('app.revisions.changes', { from: data.from.number, to: data.to.number })}
      </Typography>
      {changes.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {translate('app.revisions.no_changes')}
        </Typography>
      ) : (
        <FieldChanges resource={resource} audit={audit} record={record} changes={data.changes} />
      )}
    </Box>
  );
}
