import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { CategorySales } from '../../contract/analytics';
import { MoneyAmounts } from '../../src/components/MoneyAmounts';
import { formatNumber, formatPercent } from '../../src/format';

/**
 * The categories on a phone, one under the other: each name with its orders and share of them, its
 * revenue at the right. As a table's four columns they do not fit a phone's card once amounts read
 * "1 234,56 $US"; the sort buttons head the list as they head the table's columns.
 */
export function CategoryItems({ rows, sortButtons, labelledBy, busy }: { rows: CategorySales[] | undefined; sortButtons: ReactNode; labelledBy: string; busy: boolean }) {
  const translate = useTranslate();
  const sortLabel = translate('ra.action.sort');
  return (
    <>
      <Box role="group" aria-label={sortLabel} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, typography: 'body2', fontWeight: 500, pb: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
          {translate('app.punctuation.label', { label: sortLabel })}
        </Box>
        {sortButtons}
      </Box>
      <Box component="ul" aria-labelledby={labelledBy} aria-busy={busy} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows?.map((row) => (
          <Box component="li" key={row.categoryId} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {row.name}
              </Typography>
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                {translate('app.analytics.categories.orders_share', { smart_count: row.orders, orders: formatNumber(row.orders), share: formatPercent(row.share) })}
              </Typography>
            </Box>
            <Box sx={{ textAlign: 'right', typography: 'body2', flexShrink: 0 }}>
              <Box component="span" sx={visuallyHidden}>
                {translate('app.punctuation.label', { label: translate('app.analytics.sales.revenue') })}
              </Box>
              <MoneyAmounts amounts={row.revenue} stacked />
            </Box>
          </Box>
        ))}
        {rows?.length === 0 && (
          <Typography component="li" variant="body2" sx={{ py: 1 }}>
            {translate('app.charts.empty')}
          </Typography>
        )}
      </Box>
    </>
  );
}
