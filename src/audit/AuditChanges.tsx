import { Box, Button, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useId, useState } from 'react';
import { useTranslate, useTranslateLabel } from 'react-admin';
import type { AuditEntry, AuditResource } from '../../contract/audit';
import { auditValueText, changeSides } from './auditValues';
import { definitionOfAudit } from './recordLinks';

/** How many changes show before "Show all N changes" (a creation lists every field it set). */
const foldedCount = 6;

/** Fields whose values are codes, by the kind of record: the i18n keys of their words. */
const codedFields: Partial<Record<AuditResource, Record<string, string>>> = {
  order: { status: 'app.order_statuses', paymentStatus: 'app.payment_statuses' },
  staff: { role: 'app.roles' },
};

/** One value: its words (a code's name), or "—" (read as "empty") when it has none. */
function AuditValue({ value, old, coded }: { value: unknown; old?: boolean; coded?: string }) {
  const translate = useTranslate();
  const text =
    coded && typeof value === 'number'
      ? translate(`${coded}.${value}`, { _: String(value) })
      : auditValueText(value, { yes: translate('ra.boolean.true'), no: translate('ra.boolean.false') });
  const sx = { color: old ? 'text.secondary' : 'text.primary', overflowWrap: 'anywhere' } as const;
  if (text === null) {
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
      {text}
    </Box>
  );
}

/**
 * The fields an entry changed, each with its label (`resources.<resource>.fields.<field>`, else the
 * field's name in words) and its old and new value: "Title  Spring catalogue → Spring catalogue is
 * out". A creation shows the values set, a deletion those removed. Past six fields the rest fold
 * behind "Show all N changes". The History panel and the Activity page both show entries so.
 */
export function AuditChanges({
  entry,
  resource,
}: {
  entry: Pick<AuditEntry, 'action' | 'changes'> & Partial<Pick<AuditEntry, 'resource'>>;
  resource?: string;
}) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { changes } = entry;
  if (changes.length === 0) return null;
  const shown = open ? changes : changes.slice(0, foldedCount);
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
          const coded = entry.resource && codedFields[entry.resource]?.[change.field];
          return (
            <Box key={change.field} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: 'text.secondary', fontWeight: 500, mt: { xs: 0.5, sm: 0 } }}>
                {translateLabel({ source: change.field, resource }) as string}
              </Box>
              <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
                {sides === 'to' && <AuditValue value={change.to} coded={coded} />}
                {sides === 'from' && <AuditValue value={change.from} old coded={coded} />}
                {sides === 'both' && (
                  <>
                    <AuditValue value={change.from} old coded={coded} />
                    <Box component="span" aria-hidden sx={{ mx: 0.75, color: 'text.secondary' }}>
                      →
                    </Box>
                    <Box component="span" sx={visuallyHidden}>
                      {` ${translate('app.audit.changed_to')} `}
                    </Box>
                    <AuditValue value={change.to} coded={coded} />
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
  return (entry: Pick<AuditEntry, 'changes' | 'resource'>) => {
    const resource = definitionOfAudit(entry.resource)?.name;
    return entry.changes.map((change) => translateLabel({ source: change.field, resource }) as string).join(', ');
  };
}

/** An entry's reason and, for an export or a purge, what else it had. */
export function AuditNotes({ entry }: { entry: Pick<AuditEntry, 'action' | 'reason' | 'details'> }) {
  const translate = useTranslate();
  // Other actions' details are for API readers (a note's id, an image's id): the changes say it all.
  const described = entry.action === 'export' || entry.action === 'purge';
  const details = described && entry.details ? auditValueText(entry.details, { yes: translate('ra.boolean.true'), no: translate('ra.boolean.false') }) : null;
  if (!entry.reason && !details) return null;
  return (
    <Box sx={{ typography: 'body2', overflowWrap: 'anywhere' }}>
      {entry.reason && (
        <Typography variant="body2">
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
            {translate('app.audit.reason')}:
          </Box>{' '}
          {entry.reason}
        </Typography>
      )}
      {details && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('app.audit.details')}: {details}
        </Typography>
      )}
    </Box>
  );
}
