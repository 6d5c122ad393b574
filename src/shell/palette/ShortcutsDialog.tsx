import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { Keys } from './Keys';
import { paletteKeys } from './keys';
import type { Screen } from './screens';

/** The keyboard shortcuts (`?`): the palette's, a `g` sequence per screen the role may open, `/` and `?`. */
export default function ShortcutsDialog({ screens, onClose }: { screens: Screen[]; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  // "Visitor (Analytics)": a screen of a menu group is named with it.
  const screenName = (screen: Screen) => (screen.group ? `${translate(screen.label)} (${translate(screen.group)})` : translate(screen.label));
  const rows: { keys: string[]; what: string }[] = [
    { keys: [paletteKeys()], what: translate('app.shortcuts.palette') },
    ...screens
      .filter((screen) => screen.key)
      .map((screen) => ({ keys: ['G', screen.key!.toUpperCase()], what: translate('app.shortcuts.go', { screen: screenName(screen) }) })),
    { keys: ['/'], what: translate('app.shortcuts.search') },
    { keys: ['?'], what: translate('app.shortcuts.help') },
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" sx={{ '& .MuiDialog-paper': { mx: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined } } }}>
      <DialogTitle id={titleId}>{translate('app.shortcuts.title')}</DialogTitle>
      {/* Focusable, so that the keyboard scrolls it where it is taller than the window. */}
      <DialogContent tabIndex={0}>
        <DialogContentText variant="body2" sx={{ mb: 1 }}>
          {translate('app.shortcuts.not_in_fields')}
        </DialogContentText>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.shortcuts.keys')}</TableCell>
              <TableCell>{translate('app.shortcuts.what')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.what}>
                <TableCell sx={{ whiteSpace: 'nowrap', width: '1%' }}>
                  <Keys keys={row.keys} />
                </TableCell>
                <TableCell>{row.what}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('app.shortcuts.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
