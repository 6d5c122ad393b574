import { formatNumber } from '../../src/format';
import { Card, CardContent, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { ScreenEventCategory } from '../../contract/analytics';

/** `home (1,204), reader (311)`, or a dash when there is none. */
const joined = (entries: { label: string; events: number }[]) =>
  entries.map((entry) => `${entry.label} (${formatNumber(entry.events)})`).join(', ') || '—';

/** Each category found: where it happens most and what is done most, over the last 30 days. */
export function ScreenEventCategoryTable({ rows, isPending }: { rows: ScreenEventCategory[]; isPending: boolean }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
          {translate('app.analytics.events.top_title')}
        </Typography>
        {/* Scrolls sideways on a phone: focusable, so the keyboard scrolls it too. */}
        <TableContainer tabIndex={0} role="group" aria-labelledby={titleId}>
          <Table size="small" aria-labelledby={titleId} aria-busy={isPending}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.analytics.events.category')}</TableCell>
                <TableCell>{translate('app.analytics.events.top_screens')}</TableCell>
                <TableCell>{translate('app.analytics.events.top_names')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.category}>
                  <TableCell component="th" scope="row">
                    {row.category}
                  </TableCell>
                  <TableCell>{joined(row.topScreens.map((entry) => ({ label: entry.screen, events: entry.events })))}</TableCell>
                  <TableCell>{joined(row.topNames.map((entry) => ({ label: entry.name, events: entry.events })))}</TableCell>
                </TableRow>
              ))}
              {!isPending && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={3}>{translate('app.analytics.events.none_found')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
