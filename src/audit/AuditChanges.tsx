import { Box, Button, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { type ReactNode, useId, useState } from 'react';
import { type RaRecord, useTranslate, useTranslateLabel } from 'react-admin';
import type { AuditEntry } from '../../contract/audit';
import type { FieldFormat } from '../components/fieldValues';
import { auditValueText, changeSides, sideRecord } from './auditValues';
import { useValueWords } from './useValueWords';
import { useAuditValues, useDefinitionOfAudit, valuesOfAudit } from './recordLinks';

/** How many changes show before "Show all N changes" (a creation lists every field it set). */
const foldedCount = 6;

/**
 * One value: as its resource's formatter for the field shows it (`format`, given the record it
 * belongs to), else as it is (auditValueText); "—" (read as "empty") when it has none.
 */
export function AuditValue({ value, old, format, record }: { value: unknown; old?: boolean; format?: FieldFormat; record: RaRecord | object }) {
  const translate = useTranslate();
  const words = useValueWords();
  const shown: ReactNode = format ? format(value, { translate, record: record as Record<string, unknown> }) : auditValueText(value, words);
  const sx = { color: old ? 'text.secondary' : 'text.primary', overflowWrap: 'anywhere' } as const;
  if (shown === null || shown === undefined || shown === '') {
    return (
      <Box component="span" sx={sx}>
        <span aria-hidden>—</span>
        <Box component="span" sx={visuallyHidden}>
          {translate('app.audit.empty_value')}
        </Box>
      </Box>
    );
  }
  return (
    <Box component="span" sx={sx}>
      {shown}
    </Box>
  );
}

/**
 * The fields an entry changed, each with its label (`resources.<resource>.fields.<field>`, else the
 * field's name in words) and its old and new value: "Title  Spring catalogue → Spring catalogue is
 * out". A creation shows the values set, a deletion those removed. Past six fields the rest fold
 * behind "Show all N changes". The History panel and the Activity page both show entries so. Values
 * read as the record's resource formats them (its definition's `values`), each side given the
 * entry's other values of that side over `record`, the record as it is now when on screen.
 */
export function AuditChanges({
  entry,
  resource,
  record,
}: {
  entry: Pick<AuditEntry, 'action' | 'changes'> & Partial<Pick<AuditEntry, 'resource'>>;
  resource?: string;
  record?: RaRecord;
}) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const [open, setOpen] = useState(false);
  const listId = useId();
  useAuditValues();
  const values = entry.resource ? valuesOfAudit(entry.resource) : undefined;
  // A field another one says (an e-book's category name, told by its category) is not listed.
  const changes = entry.changes.filter((change) => values?.[change.field] !== false);
  if (changes.length === 0) return null;
  const shown = open ? changes : changes.slice(0, foldedCount);
  const before = sideRecord(record, entry.changes, 'from');
  const after = sideRecord(record, entry.changes, 'to');
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box
        component="dl"
        id={listId}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(6rem, max-content) minmax(0, 1fr)' },
          columnGap: 2,
          rowGap: { xs: 0, sm: 0.5 },
          m: 0,
          typography: 'body2',
        }}
      >
        {shown.map((change) => {
          const sides = changeSides(entry.action, change);
          const format = values?.[change.field] || undefined;
          return (
            <Box key={change.field} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: 'text.secondary', fontWeight: 500, mt: { xs: 0.5, sm: 0 } }}>
                {translateLabel({ source: change.field, resource }) as string}
              </Box>
              <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
                {sides === 'to' && <AuditValue value={change.to} format={format} record={after} />}
                {sides === 'from' && <AuditValue value={change.from} old format={format} record={before} />}
                {sides === 'both' && (
                  <>
                    <AuditValue value={change.from} old format={format} record={before} />
                    <Box component="span" aria-hidden sx={{ mx: 0.75, color: 'text.secondary' }}>
                      →
                    </Box>
                    <Box component="span" sx={visuallyHidden}>
                      {` ${translate('app.audit.changed_to')} `}
                    </Box>
                    <AuditValue value={change.to} format={format} record={after} />
                  </>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
      {changes.length > foldedCount && (
        <Button size="small" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)} sx={{ mt: 0.5, px: 0.5 }}>
          {open ? translate('app.audit.fewer_changes') : translate('app.audit.more_changes', { count: changes.length })}
        </Button>
      )}
    </Box>
  );
}

/**
 * The changed fields' labels in a line ("Title, Body"), labelled as the record's console resource
 * labels them: the Activity page's changes in brief.
 */
export function useChangedFields() {
  const translateLabel = useTranslateLabel();
  const definitionOfAudit = useDefinitionOfAudit();
  useAuditValues();
  return (entry: Pick<AuditEntry, 'changes' | 'resource'>) => {
    const resource = definitionOfAudit(entry.resource)?.name;
    const values = valuesOfAudit(entry.resource);
    return entry.changes
      .filter((change) => values?.[change.field] !== false)
      .map((change) => translateLabel({ source: change.field, resource }) as string)
      .join(', ');
  };
}

/** An entry's reason and, for an export or a purge, what else it had. */
export function AuditNotes({ entry }: { entry: Pick<AuditEntry, 'action' | 'reason' | 'details'> }) {
  const translate = useTranslate();
  const words = useValueWords();
  // Other actions' details are for API readers (a note's id, an image's id): the changes say it all.
  const described = entry.action === 'export' || entry.action === 'purge';
  const details = described && entry.details ? auditValueText(entry.details, words) : null;
  if (!entry.reason && !details) return null;
  return (
    <Box sx={{ typography: 'body2', overflowWrap: 'anywhere' }}>
      {entry.reason && (
        <Typography variant="body2">
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
            {translate('app.punctuation.label', { label: translate('app.audit.reason') })}
          </Box>{' '}
          {entry.reason}
        </Typography>
      )}
      {details && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('app.punctuation.labelled', { label: translate('app.audit.details'), value: details })}
        </Typography>
      )}
    </Box>
  );
}
