import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { readLoginRecord } from '../../../authProvider/loginRecord';
import { usePageShown } from '../layout/pageShown';
import { paletteKeys } from './keys';
import { screensFor } from './screens';
import { useShortcuts } from './useShortcuts';

// Loaded when first opened: the shell's first load carries only this button and the key listener.
const CommandPalette = lazy(() => import('./CommandPalette'));
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog'));

/**
 * The app bar's search button, and the keyboard shortcuts of the whole shell (src/shell/palette/keys.ts):
 * it opens the command palette and the list of shortcuts. The shortcuts work from the start; the
 * button shows once the page has rendered, with the rest of the bar's buttons (layout/pageShown.tsx).
 */
export function PaletteLauncher() {
  const translate = useTranslate();
  const [open, setOpen] = useState<'palette' | 'shortcuts'>();
  const role = readLoginRecord()?.role;
  const screens = useMemo(() => screensFor(role), [role]);
  useShortcuts(screens, { palette: () => setOpen('palette'), help: () => setOpen('shortcuts') });
  const label = translate('app.palette.open', { keys: paletteKeys() });
  const close = () => setOpen(undefined);
  const pageShown = usePageShown();

  return (
    <>
      {pageShown && (
        <Tooltip title={label}>
          <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" onClick={() => setOpen('palette')}>
            <SearchIcon />
          </IconButton>
        </Tooltip>
      )}
      <Suspense fallback={null}>
        {open === 'palette' && <CommandPalette screens={screens} onClose={close} onShowShortcuts={() => setOpen('shortcuts')} />}
        {open === 'shortcuts' && <ShortcutsDialog screens={screens} onClose={close} />}
      </Suspense>
    </>
  );
}
