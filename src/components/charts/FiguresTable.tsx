import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

/** A chart's figures as a table: the header row, then one row per point or slice. */
export interface Figures {
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

/** The figures behind a chart, for reading exact values and for screen readers; numbers right-aligned. */
export function FiguresTable({ figures, caption }: { figures: Figures; caption: string }) {
  return (
    // Scrolls on its own: focusable, so the keyboard scrolls it too.
    <TableContainer sx={{ maxHeight: 360 }} tabIndex={0} role="group" aria-label={caption}>
      <Table size="small" stickyHeader>
        <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            {figures.columns.map((column, index) => (
              <TableCell key={column} align={index === 0 ? 'left' : 'right'}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {figures.rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) => (
                <TableCell key={index} align={index === 0 ? 'left' : 'right'} component={index === 0 ? 'th' : 'td'} scope={index === 0 ? 'row' : undefined}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
