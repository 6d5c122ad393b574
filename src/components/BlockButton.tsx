import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { BlockConfirm } from './BlockConfirm';
import { type Blockable, useBlockUnblock } from './useBlockUnblock';

/** Block or Unblock of one user, after a confirmation (customer page). */
export function BlockButton({ resource, record }: { resource: string; record: Blockable }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { run, isPending } = useBlockUnblock(resource);
  return (
    <>
      <Button
        startIcon={record.blocked ? <LockOpenIcon /> : <BlockIcon />}
        color={record.blocked ? 'primary' : 'error'}
        onClick={() => setOpen(true)}
        disabled={isPending}
      >
        {translate(record.blocked ? 'app.block.unblock' : 'app.block.block')}
      </Button>
      <BlockConfirm
        record={record}
        isOpen={open}
        loading={isPending}
        onConfirm={() => run(record).finally(() => setOpen(false))}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
