import { formatNumber, formatPercent } from '../../src/format';
import { Alert, Card, CardContent, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CategorySortField } from '../../contract/analytics';
import { MoneyAmounts } from '../../src/components/MoneyAmounts';
import { useIsPhone } from '../../src/components/useIsPhone';
import { CategoryItems } from './CategoryItems';
import { useCategoryPage } from './useCategoryPage';
import { TablePager } from './TablePager';

/** Every category's book purchases over the period, a page at a time, sorted by orders or by name; a list on a phone. */
export function CategoryTable({ startDate, endDate, category }: { startDate: string; endDate: string; category: number | null }) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const titleId = useId();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const [sort, setSort] = useState<{ sortBy: CategorySortField; sortDirection: 'ASC' | 'DESC' }>({ sortBy: 'orders', sortDirection: 'DESC' });
  const { data, error, isPending } = useCategoryPage({ startDate, endDate, category, page, size, ...sort });
  const sortBy = (field: CategorySortField) => {
    setPage(0);
    setSort((current) => ({ sortBy: field, sortDirection: current.sortBy === field && current.sortDirection === 'DESC' ? 'ASC' : 'DESC' }));
  };
  // Outside a table's header (a phone's list), the active one says so itself: no column has aria-sort.
  const header = (field: CategorySortField, label: string) => (
    <TableSortLabel
      active={sort.sortBy === field}
      direction={sort.sortBy === field ? (sort.sortDirection === 'ASC' ? 'asc' : 'desc') : 'desc'}
      onClick={() => sortBy(field)}
      aria-pressed={isPhone ? sort.sortBy === field : undefined}
    >
      {translate(label)}
    </TableSortLabel>
  );
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
          {translate('app.analytics.categories.table')}
        </Typography>
        {error && <Alert severity="error">{error.message}</Alert>}
        {isPhone ? (
          <CategoryItems
            rows={data?.content}
            sortButtons={
              <>
                {header('orders', 'app.analytics.orders.orders')}
                {header('name', 'app.analytics.categories.category')}
              </>
            }
            labelledBy={titleId}
            busy={isPending}
          />
        ) : (
          // Scrolls sideways if ever too narrow: focusable, so the keyboard scrolls it too.
          <TableContainer tabIndex={0} role="group" aria-labelledby={titleId}>
            <Table size="small" aria-labelledby={titleId} aria-busy={isPending}>
              <TableHead>
                <TableRow>
                  <TableCell sortDirection={sort.sortBy === 'name' ? (sort.sortDirection === 'ASC' ? 'asc' : 'desc') : false}>
                    {header('name', 'app.analytics.categories.category')}
                  </TableCell>
                  <TableCell align="right" sortDirection={sort.sortBy === 'orders' ? (sort.sortDirection === 'ASC' ? 'asc' : 'desc') : false}>
                    {header('orders', 'app.analytics.orders.orders')}
                  </TableCell>
                  <TableCell align="right">{translate('app.analytics.sales.revenue')}</TableCell>
                  <TableCell align="right">{translate('app.analytics.categories.share_column')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data?.content.map((row) => (
                  <TableRow key={row.categoryId}>
                    <TableCell component="th" scope="row">
                      {row.name}
                    </TableCell>
                    <TableCell align="right">{formatNumber(row.orders)}</TableCell>
                    <TableCell align="right">
                      <MoneyAmounts amounts={row.revenue} />
                    </TableCell>
                    <TableCell align="right">{formatPercent(row.share)}</TableCell>
                  </TableRow>
                ))}
                {data?.content.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={4}>{translate('app.charts.empty')}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <TablePager count={data?.totalElements ?? 0} page={page} size={size} setPage={setPage} setSize={setSize} />
      </CardContent>
    </Card>
  );
}
