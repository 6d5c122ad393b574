import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Chip } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useListContext, useTranslate } from 'react-admin';
import { useLiveEvent } from '../../live/useLiveEvent';

interface Seen {
  created: Set<string>;
  changed: Set<string>;
}

const none = (): Seen => ({ created: new Set(), changed: new Set() });

/**
 * What others created or changed in the list's resource since its rows were read (docs/api.md
 * "Live updates"), as a chip over the top of the list ("3 new orders"): the rows stay where they
 * are under the reader's eyes until the chip is clicked, which reads the page again. A resource
 * may word it itself (`resources.<name>.live.created`, `.changed`).
 */
export function LiveChangesChip() {
  const { resource, refetch } = useListContext();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const [seen, setSeen] = useState(none);
  useLiveEvent('change', (change) => {
    if (change.resource !== resource || change.recordId === null || (identity && change.actor?.id === identity.id)) return;
    setSeen((before) => {
      if (before.created.has(change.recordId!) || (change.action !== 'create' && before.changed.has(change.recordId!))) return before;
      const next = { created: new Set(before.created), changed: new Set(before.changed) };
      (change.action === 'create' ? next.created : next.changed).add(change.recordId!);
      return next;
    });
  });
  const created = seen.created.size;
  const changed = [...seen.changed].filter((id) => !seen.created.has(id)).length;
  const words = (which: 'created' | 'changed', count: number) =>
    translate(`resources.${resource}.live.${which}`, { smart_count: count, _: translate(`app.lists.live.${which}`, { smart_count: count }) });
  const label = [created > 0 && words('created', created), changed > 0 && words('changed', changed)].filter(Boolean).join(' · ');
  return (
    // Over the list's top rather than above it: the rows do not move when the chip comes.
    <Box role="status" sx={{ position: 'relative', height: 0, zIndex: 3, display: 'flex', justifyContent: 'center' }}>
      {label && (
        <Chip
          color="primary"
          icon={<ArrowUpwardIcon />}
          label={label}
          aria-label={`${label}. ${translate('app.lists.live.show')}`}
          onClick={() => {
            setSeen(none());
            void refetch();
          }}
          sx={{ position: 'absolute', top: 8, boxShadow: 3 }}
        />
      )}
    </Box>
  );
}
