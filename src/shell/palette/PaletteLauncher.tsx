import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { readLoginRecord } from '../../../authProvider/loginRecord';
import { paletteKeys } from './keys';
import { screensFor } from './screens';
import { useShortcuts } from './useShortcuts';

// Loaded when first opened: the shell's first load carries only this button and the key listener.
const CommandPalette = lazy(() => import('./CommandPalette'));
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog'));

/**
 * The app bar's search button, and the keyboard shortcuts of the whole shell (src/shell/palette/keys.ts):
 * it opens the command palette and the list of shortcuts.
 */
export function PaletteLauncher() {
  const translate = useTranslate();
  const [open, setOpen] = useState<'palette' | 'shortcuts'>();
  const role = readLoginRecord()?.role;
  const screens = useMemo(() => screensFor(role), [role]);
  useShortcuts(screens, { palette: () => setOpen('palette'), help: () => setOpen('shortcuts') });
  const label = translate('app.palette.open', { keys: paletteKeys() });
  const close = () => setOpen(undefined);

  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" onClick={() => setOpen('palette')}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
      <Suspense fallback={null}>
        {open === 'palette' && <CommandPalette screens={screens} onClose={close} onShowShortcuts={() => setOpen('shortcuts')} />}
        {open === 'shortcuts' && <ShortcutsDialog screens={screens} onClose={close} />}
      </Suspense>
    </>
  );
}
