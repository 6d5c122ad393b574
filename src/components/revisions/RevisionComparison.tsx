import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { type RaRecord, useTranslate, useTranslateLabel } from 'react-admin';
import type { AuditResource } from '../../../contract/audit';
import type { EditorialResource } from '../../../contract/lifecycle';
import type { RevisionFieldChange } from '../../../contract/revisions';
import { call } from '../../../dataProvider/client';
import { AuditValue } from '../../audit/AuditChanges';
import { auditValueText, sideRecord } from '../../audit/auditValues';
import { useAuditValues, valuesOfAudit } from '../../audit/recordLinks';
import type { FieldFormat } from '../fieldValues';
import { changesWords, WordDiff } from './WordDiff';

/** What a value's parts that only follow it (an image's id, its banner's, when it was added) would add: nothing to read. */
const followers = /^(id|[a-z]+Id|createdAt|updatedAt)$/;

/** A value without the ids and timestamps of the objects it holds (a banner's images). */
function readable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(readable);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).filter(([key]) => !followers.test(key)));
  return value;
}

/** One side's value: a list of objects (a banner's images) one per line, anything else as the History panel shows it. */
function RevisionValue({ value, old, format, record }: { value: unknown; old?: boolean; format?: FieldFormat; record: Record<string, unknown> }) {
  const translate = useTranslate();
  const items = Array.isArray(value) && value.some((item) => item && typeof item === 'object') ? value : undefined;
  if (format || !items || items.length === 0) return <AuditValue value={value} old={old} format={format} record={record} />;
  const words = { yes: translate('ra.boolean.true'), no: translate('ra.boolean.false') };
  return (
    <Box component="ul" sx={{ color: old ? 'text.secondary' : 'text.primary', overflowWrap: 'anywhere', m: 0, pl: 2.5 }}>
      {items.map((item, index) => (
        <li key={index}>{auditValueText(readable(item), words)}</li>
      ))}
    </Box>
  );
}

/** A field's change: its word diff when it is a text, else its old value, an arrow ("changed to") and its new value. */
function FieldChange({ change, format, before, after }: { change: RevisionFieldChange; format?: FieldFormat; before: Record<string, unknown>; after: Record<string, unknown> }) {
  const translate = useTranslate();
  if (change.words) {
    return (
      <>
        <WordDiff parts={change.words} />
        {!changesWords(change.words) && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {translate('app.revisions.formatting_only')}
          </Typography>
        )}
      </>
    );
  }
  return (
    <>
      <RevisionValue value={change.from} old format={format} record={before} />
      <Box component="span" aria-hidden sx={{ mx: 0.75, color: 'text.secondary' }}>
        →
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {` ${translate('app.revisions.changed_to')} `}
      </Box>
      <RevisionValue value={change.to} format={format} record={after} />
    </>
  );
}

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
  const translateLabel = useTranslateLabel();
  const headingId = useId();
  useAuditValues();
  const values = valuesOfAudit(audit);
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
  // A field another one says (an e-book's category name, told by its category) is not listed.
  const changes = data.changes.filter((change) => values?.[change.field] !== false);
  const before = sideRecord(record, data.changes, 'from');
  const after = sideRecord(record, data.changes, 'to');
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
        <>
          {changes.some((change) => change.words) && (
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
              {translate('app.revisions.legend')}
            </Typography>
          )}
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(6rem, max-content) minmax(0, 1fr)' },
              columnGap: 2,
              rowGap: { xs: 0.25, sm: 1 },
              m: 0,
              typography: 'body2',
            }}
          >
            {changes.map((change) => (
              <Box key={change.field} data-field={change.field} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary', fontWeight: 500, mt: { xs: 1, sm: 0 } }}>
                  {translateLabel({ source: change.field, resource }) as string}
                </Box>
                <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
                  <FieldChange change={change} format={values?.[change.field] || undefined} before={before} after={after} />
                </Box>
              </Box>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
