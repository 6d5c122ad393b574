import { Box, List, ListItem, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useIsPhone } from '../../../src/components/useIsPhone';

export interface FigureColumn {
  label: string;
  /** Figures align right. */
  numeric?: boolean;
}

export interface FigureRow {
  key: string;
  /** The first column's cell: what the row is about (a row header). */
  header: ReactNode;
  /** The other columns' cells, in order. */
  cells: ReactNode[];
}

/**
 * Figures as a table with its column and row headers, in a region that scrolls sideways where it
 * must (focusable, so the keyboard scrolls it too); on a phone one block per row, its first cell
 * as a heading and the others named by their columns, as a table of this many columns cannot fit
 * (docs/architecture.md "Phones").
 */
export function FigureTable({ label, columns, rows, isPending = false, empty }: { label: string; columns: FigureColumn[]; rows: FigureRow[]; isPending?: boolean; empty: string }) {
  const isPhone = useIsPhone();
  if (isPending) {
    return (
      <Box role="progressbar" aria-label={label}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={36} />
        ))}
      </Box>
    );
  }
  if (rows.length === 0) return <Typography sx={{ color: 'text.secondary', py: 2 }}>{empty}</Typography>;
  if (isPhone) {
    return (
      <List disablePadding aria-label={label}>
        {rows.map((row) => (
          <ListItem key={row.key} disableGutters divider sx={{ display: 'block', py: 1 }}>
            <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
              {row.header}
            </Typography>
            <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, typography: 'body2' }}>
              {row.cells.map((cell, index) => (
                <Box key={index} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ color: 'text.secondary' }}>
                    {columns[index + 1]?.label}
                  </Box>
                  <Box component="dd" sx={{ m: 0, minWidth: 0, textAlign: 'right' }}>
                    {cell}
                  </Box>
                </Box>
              ))}
            </Box>
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <TableContainer tabIndex={0} role="group" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} scope="col" align={column.numeric ? 'right' : 'left'}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {row.header}
              </TableCell>
              {row.cells.map((cell, index) => (
                <TableCell key={index} align={columns[index + 1]?.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
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
