import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type HttpError, useGetOne, useNotify, useParams, usePermissions, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { AdminRole } from '../../../contract/enums';
import { ErrorCode } from '../../../contract/errorCodes';
import type { EditorialState, EditorialStepInput } from '../../../contract/editorial';
import type { AuditResource } from '../../../contract/audit';
import { isChangeStep, type LifecycleStep } from '../../../contract/lifecycle';
import { formatDateTime } from '../../format';
import { useConsoleDataProvider } from '../useConsoleDataProvider';
import { EditorialStateChip } from './EditorialStateChip';
import { PendingChangeBlock } from './PendingChangeBlock';
import { OverrideDialog } from './OverrideDialog';
import { StepDialog } from './StepDialog';
import { wallClockToInstant } from '../dateInput/zonedTime';
import { useBusinessTimeZone } from '../dateRange/useBusinessTimeZone';

/** The steps that go forward, drawn as the page's main buttons; the rest are quieter. */
const forward = new Set<LifecycleStep>(['submit', 'approve', 'publish']);

/** The steps that ask for something first: a reason, or a time. */
const asking: Partial<Record<LifecycleStep, 'reason' | 'time'>> = { reject: 'reason', schedule: 'time' };

/**
 * The publication panel of an editorial record's edit page (App.tsx puts it above every view whose
 * definition has `editorial`): the record's state, when it goes out, why it was sent back, who
 * submitted it, and a button for each step the role may take (docs/api.md "Editorial workflow").
 * A step reloads the record, whose enabled flag follows the state. A change waiting on a published
 * record shows below, with its own steps (PendingChangeBlock). `id` names the record on a page whose
 * route does not (the layout page).
 */
/** A record's release to come (an e-book's release date), at the start of its day in the business time zone. */
function releaseAt(record: { publicationDate?: unknown } | undefined, timeZone: string): string | undefined {
  const day = record?.publicationDate;
  if (typeof day !== 'string') return undefined;
  const at = wallClockToInstant(`${day}T00:00`, timeZone);
  return at && Date.parse(at) > Date.now() ? at : undefined;
}

export function EditorialPanel({ audit, id: given }: { audit?: AuditResource; id?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useConsoleDataProvider();
  const resource = useResourceContext() ?? '';
  const { id = given } = useParams<{ id: string }>();
  const headingId = useId();
  const [asked, setAsked] = useState<LifecycleStep>();
  // A step refused as not ready, which a SUPER_ADMIN may take anyway with a reason.
  const [refused, setRefused] = useState<{ input: EditorialStepInput; open: string[] }>();
  const { permissions: role } = usePermissions<number>();
  const [pending, setPending] = useState(false);
  // The view's query (same key and options as RecordGuard's): the state is read again when the record changes.
  const { data: record } = useGetOne(resource, { id }, { retry: false, refetchOnMount: false, refetchOnReconnect: false, refetchOnWindowFocus: false });
  const timeZone = useBusinessTimeZone();
  const key = [resource, 'editorialState', id, record?._etag ?? record?.updatedAt];
  const { data: state, error } = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.action<EditorialState>(resource, 'editorialState', { id }).then(({ data }) => data),
    enabled: Boolean(record),
    // A new version of the record reads the state again: the one shown stays meanwhile.
    placeholderData: keepPreviousData,
  });

  const take = async (input: EditorialStepInput) => {
    setPending(true);
    try {
      const { data } = await dataProvider.action<EditorialState>(resource, 'editorialStep', { id, data: input });
      queryClient.setQueryData(key, data);
      // The review queue and its count in the top bar follow.
      void queryClient.invalidateQueries({ queryKey: ['editorial', 'queue'] });
      setAsked(undefined);
      setRefused(undefined);
      // On a published record with a change waiting, the change's steps are the change's (as the server takes them).
      const ofChange = state?.change && isChangeStep(input.step) && (input.step === 'discard' || state.state === 'published');
      notify(`app.editorial.${ofChange ? 'change.done' : 'done'}.${input.step}`, { type: 'success' });
      // The record's flag (and its History) follow the state.
      refresh();
    } catch (failure) {
      const body = (failure as HttpError).body as { errorCode?: number; open?: string[] } | undefined;
      if (body?.errorCode === ErrorCode.NOT_READY && role === AdminRole.SUPER_ADMIN && !input.override) {
        setAsked(undefined);
        setRefused({ input, open: body.open ?? [] });
      } else notify((failure as Error).message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  if (error) return <Alert severity="error">{translate('app.editorial.failed', { message: (error as Error).message })}</Alert>;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ px: 2, py: 1.5, mb: 2 }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 'medium' }}>
          {translate('app.editorial.panel')}
        </Typography>
        {state ? (
          <EditorialStateChip state={state.state} />
        ) : (
          // A status: a bare Skeleton (a span) may not carry a name.
          <Skeleton variant="rounded" width={88} height={24} role="status" aria-label={translate('app.editorial.loading')} />
        )}
        {state?.publishAt && (
          <Typography variant="body2">{translate('app.editorial.publish_at', { time: formatDateTime(state.publishAt) })}</Typography>
        )}
        {state?.author && state.state === 'in_review' && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.editorial.submitted_by', { name: state.author.name })}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', ml: { sm: 'auto' } }}>
          {state?.steps.map((step) => (
            // MUI's button: react-admin's shows its icon alone on a phone, and these have none.
            <Button
              key={step}
              size="small"
              variant={forward.has(step) ? 'contained' : 'outlined'}
              color={step === 'reject' || step === 'archive' ? 'warning' : 'primary'}
              disabled={pending}
              onClick={() => (asking[step] ? setAsked(step) : take({ step }))}
            >
              {translate(`app.editorial.steps.${step}`)}
            </Button>
          ))}
        </Box>
      </Stack>
      {state?.reason && state.state === 'draft' && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {translate('app.editorial.rejected', { reason: state.reason })}
        </Alert>
      )}
      {state?.change && record && (
        <PendingChangeBlock
          change={state.change}
          resource={resource}
          audit={audit}
          record={record}
          pending={pending}
          onStep={(step) => (step !== 'discard' && asking[step] ? setAsked(step) : take({ step }))}
        />
      )}
      {refused && (
        <OverrideDialog input={refused.input} open={refused.open} pending={pending} onTake={take} onClose={() => setRefused(undefined)} />
      )}
      {asked && asking[asked] && (
        <StepDialog
          step={asked}
          asks={asking[asked]}
          pending={pending}
          onTake={take}
          onClose={() => setAsked(undefined)}
          defaultAt={releaseAt(record as { publicationDate?: unknown } | undefined, timeZone)}
        />
      )}
    </Paper>
  );
}
