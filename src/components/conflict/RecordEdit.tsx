import { Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Edit, type EditProps, type RaRecord } from 'react-admin';
import { RecordPresence } from '../../live/RecordPresence';
import { DeferredMount } from '../DeferredMount';
import { type Conflict, ConflictDialog } from './ConflictDialog';
import { useNotifyFailure } from './notifyFailure';
import { staleRecordOf, type UpdateVariables } from './staleRecord';

/**
 * react-admin's Edit, saved pessimistically with the version the record was loaded at (`If-Match`,
 * dataProvider/createDataProvider.ts): a save refused because someone changed the record meanwhile
 * opens the conflict dialog (ConflictDialog) instead of an error notification. Every other error,
 * and every other prop (redirect, transform, aside...), is react-admin's. (Applying the user's
 * changes from the dialog ends with react-admin's notification and the view's redirect, not a
 * `mutationOptions.onSuccess`: no view has one.)
 */
export function RecordEdit<R extends RaRecord = RaRecord>({ children, mutationOptions, ...props }: Omit<EditProps<R>, 'mutationMode'>) {
  const [conflict, setConflict] = useState<Conflict>();
  // Changed by "Reload": the form is mounted again, from the record as it is now, without the user's edits.
  const [generation, setGeneration] = useState(0);
  const form = useRef<HTMLDivElement>(null);
  // After "Reload", the focus (on the dialog, then on nothing) goes to the form's first field.
  useEffect(() => {
    if (generation === 0) return;
    form.current?.querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]), textarea:not([disabled]), [role=combobox]')?.focus();
  }, [generation]);
  const notifyFailure = useNotifyFailure();
  const { onError } = mutationOptions ?? {};

  return (
    <Edit<R>
      {...props}
      mutationMode="pessimistic"
      mutationOptions={{
        ...mutationOptions,
        onError: (error, variables, ...rest) => {
          const stale = staleRecordOf(error);
          if (stale) setConflict({ stale, variables: variables as UpdateVariables });
          else if (onError) return onError(error, variables, ...rest);
          else notifyFailure(error);
        },
      }}
    >
      {/* The form mounts once the record has come, after the view (DeferredMount); again at once after "Reload". */}
      <DeferredMount>
        <RecordPresence onReloaded={() => setGeneration((count) => count + 1)} />
        {/* A box for the focus only: it leaves the layout to the view (`display: contents`). */}
        <Box key={generation} ref={form} sx={{ display: 'contents' }}>
          {children}
        </Box>
      </DeferredMount>
      <ConflictDialog
        conflict={conflict}
        onConflict={setConflict}
        onClose={() => setConflict(undefined)}
        onReloaded={() => setGeneration((count) => count + 1)}
      />
    </Edit>
  );
}
