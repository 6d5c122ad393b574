import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { type RaRecord, useTranslate, useTranslateLabel } from 'react-admin';
import type { AuditResource } from '../../../contract/audit';
import type { RevisionFieldChange } from '../../../contract/revisions';
import { AuditValue } from '../../audit/AuditChanges';
import { auditValueText, sideRecord } from '../../audit/auditValues';
import { useValueWords } from '../../audit/useValueWords';
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
  const words = useValueWords();
  const items = Array.isArray(value) && value.some((item) => item && typeof item === 'object') ? value : undefined;
  if (format || !items || items.length === 0) return <AuditValue value={value} old={old} format={format} record={record} />;
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

/** The changes a reader reads: a field another one says (an e-book's category name, told by its category) is not listed. */
export const listedChanges = (changes: RevisionFieldChange[], values: ReturnType<typeof valuesOfAudit>) =>
  changes.filter((change) => values?.[change.field] !== false);

/**
 * Fields compared, one per row: each with its label, its old and new value as the resource shows
 * them, a text as a word diff (two revisions compared, a pending change against the live record).
 */
export function FieldChanges({ resource, audit, record, changes }: { resource: string; audit: AuditResource; record: RaRecord; changes: RevisionFieldChange[] }) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  useAuditValues();
  const values = valuesOfAudit(audit);
  const listed = listedChanges(changes, values);
  const before = sideRecord(record, changes, 'from');
  const after = sideRecord(record, changes, 'to');
  return (
    <>
      {listed.some((change) => change.words) && (
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
        {listed.map((change) => (
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
  );
}
